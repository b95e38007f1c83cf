import { useLocale, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { popularVariantsQuery } from '../../api/content';

/** A product picture; a picture that fails to load gives way to the neutral placeholder. */
function Picture({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className="popular__image" aria-hidden="true" />;
  return <img className="popular__image" src={url} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** The popular products of GET /productVariant/popular; nothing at all when the call fails. */
export function PopularProducts() {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(popularVariantsQuery(locale));
  if (!data || data.length === 0) return null;
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return (
    <section className="popular" aria-labelledby="popular-title" data-testid="popular-products">
      <h2 id="popular-title" className="popular__title">
        {t('not_found.popular')}
      </h2>
      <ul className="popular__list">
        {data.map((variant) => {
          const picture = variant.variant_pictures.find((p) => p.is_main) ?? variant.variant_pictures[0];
          return (
            <li key={variant.id}>
              <Link to={`/variant/${variant.id}`} className="popular__card">
                <Picture url={picture?.url} />
                <span className="popular__name">{variant.title}</span>
                <span className="popular__price">{price.format(variant.sale_price / 100)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
