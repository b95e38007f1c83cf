import type { VariantDetail } from '@shop/contracts';
import { track, useFormatEur, useT } from '@shop/state';
import { Link } from 'react-router-dom';

/** The parts of a set: quantity, code and title (linking to the part), price of one. */
export function SetParts({ parts }: { parts: VariantDetail['parts'] }) {
  const t = useT();
  const eur = useFormatEur();
  if (parts.length === 0) return null;
  return (
    <ul className="set-parts" data-testid="set-parts">
      {parts.map(({ quantity, variant }) => (
        <li key={variant.id} className="set-parts__item">
          <span className="set-parts__quantity">{t('product.part_quantity', { quantity })}</span>
          <Link
            to={`/variant/${variant.id}`}
            onClick={() => void track('Variant Clicked', { variant_id: variant.id, from: 'set_parts' })}
          >
            {variant.title}
          </Link>
          <span className="set-parts__code">{variant.code}</span>
          <span className="set-parts__price">{eur(variant.sale_price)}</span>
        </li>
      ))}
    </ul>
  );
}
