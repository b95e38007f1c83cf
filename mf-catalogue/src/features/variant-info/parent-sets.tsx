import { track, useLocale, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { parentSetsQuery } from '../../api/product-variants';

/** "Also sold in these sets": the sets containing the product (slug) or variant (id); nothing if none. */
export function ParentSets({ arg }: { arg: string }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(parentSetsQuery(arg, locale));
  if (!data || data.length === 0) return null;
  return (
    <section className="catalogue-section" data-testid="parent-sets">
      <h2 className="catalogue-section__title">{t('product.in_sets')}</h2>
      <ul className="parent-sets">
        {data.map((set) => (
          <li key={set.id}>
            <Link
              to={`/products/${set.slug}`}
              onClick={() => void track('Product Clicked', { product: set.slug, from: 'parent_sets' })}
            >
              {set.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
