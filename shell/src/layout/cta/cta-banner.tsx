import { track, useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { Link, useLocation } from 'react-router-dom';
import './cta-banner.css';

/** The quote call to action above the footer on every page but /contact (where the form already is). */
export function CtaBanner() {
  const t = useT();
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/contact') return null;
  return (
    <section className="cta-banner" data-testid="cta-banner">
      <div className="ui-container cta-banner__inner">
        <div>
          <h2 className="cta-banner__title">{t('cta.title')}</h2>
          <p className="cta-banner__text">{t('cta.text')}</p>
        </div>
        <Link to="/contact" className={buttonClassName('primary', false, 'cta-banner__button')} onClick={() => void track('Call To Button Clicked', { from: pathname })}>
          {t('cta.button')}
        </Link>
      </div>
    </section>
  );
}
