import { cartQuoteRequestPath } from '@shop/contracts';
import { useCartStore, useT } from '@shop/state';
import { buttonClassName, PhoneIcon, PhoneLink } from '@shop/ui';
import { Link } from 'react-router-dom';

/** The dark strip: information pages, phone and the quote call to action (the cart's quote request). */
export function TopBar() {
  const t = useT();
  const cart = useCartStore((state) => state.cartUuid);
  const phone = t('shop.phone');
  return (
    <div className="top-bar">
      <div className="ui-container top-bar__inner">
        <nav aria-label={t('header.service_links')} className="top-bar__links">
          <Link to="/quick-order">{t('header.quick_order')}</Link>
          <Link to="/about">{t('header.about')}</Link>
          <Link to="/faq">{t('header.faq')}</Link>
          <Link to="/blog">{t('header.blog')}</Link>
        </nav>
        <div className="top-bar__contact">
          <PhoneLink className="top-bar__phone" from="header" aria-label={t('header.call_us', { phone })}>
            <PhoneIcon size={16} />
            <span>{phone}</span>
          </PhoneLink>
          <Link
            to={cartQuoteRequestPath(cart)}
            className={buttonClassName('primary', false, 'top-bar__cta')}
            data-testid="header-quote-request"
          >
            {t('header.contact')}
          </Link>
        </div>
      </div>
    </div>
  );
}
