import { useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { VariantRow } from '../home-rows/variant-rows';
import './variant-not-found.css';

/**
 * A variant the catalogue does not know (the gateway answered 404): nothing to retry, so the
 * not-found page's help instead: the menu, the front page and popular products.
 */
export function VariantNotFound() {
  const t = useT();
  const popularId = useId();
  return (
    <section className="catalogue-page ui-container variant-not-found" data-testid="variant-not-found">
      <h1 className="catalogue-page__title">{t('catalogue.variant_not_found')}</h1>
      <p>{t('page.not_found_text')}</p>
      <p className="variant-not-found__hint">{t('not_found.menu_hint')}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('page.back_home')}
      </Link>
      <section className="variant-not-found__popular" aria-labelledby={popularId}>
        <h2 id={popularId} className="variant-not-found__popular-title">
          {t('not_found.popular')}
        </h2>
        <VariantRow list="popular" labelledBy={popularId} />
      </section>
    </section>
  );
}
