import { useBreadcrumbs, useDocumentHead, useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { Link, useLocation } from 'react-router-dom';
import { RemoteVariantRows } from '../../remotes/remote-components';
import './not-found.css';

/** SPEC 8: the shop was renewed; point to the menu and offer popular products. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useBreadcrumbs([{ label: t('page.not_found_title'), href: pathname }]);
  useDocumentHead(t('head.not_found.title'), t('head.not_found.description'));
  return (
    <section className="ui-container not-found" data-testid="not-found">
      <h1>{t('page.not_found_title')}</h1>
      <p>{t('page.not_found_text')}</p>
      <p className="not-found__hint" data-testid="menu-hint">
        {t('not_found.menu_hint')}
      </p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('page.back_home')}
      </Link>
      <section
        className="not-found__popular variant-row-slot"
        aria-labelledby="popular-title"
        data-testid="popular-products"
      >
        <h2 id="popular-title" className="not-found__popular-title">
          {t('not_found.popular')}
        </h2>
        <RemoteVariantRows list="popular" labelledBy="popular-title" />
      </section>
    </section>
  );
}
