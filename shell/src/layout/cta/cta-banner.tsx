import { track, useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './cta-banner.css';

/** "CTA Element Viewed" once per page, when at least half of the banner has been on screen. */
function useViewedOnce(element: RefObject<HTMLElement | null>, pathname: string, hidden: boolean) {
  useEffect(() => {
    const target = element.current;
    if (hidden || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void track('CTA Element Viewed', { from: pathname });
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, pathname, hidden]);
}

/**
 * The quote call to action above the footer on every page but /contact (where the form already is);
 * a region named by its title, so that it stands in a landmark like the rest of the page.
 */
export function CtaBanner() {
  const t = useT();
  const { pathname } = useLocation();
  const banner = useRef<HTMLElement>(null);
  const titleId = useId();
  const hidden = pathname.replace(/\/+$/, '') === '/contact';
  useViewedOnce(banner, pathname, hidden);
  if (hidden) return null;
  return (
    <section className="cta-banner" aria-labelledby={titleId} data-testid="cta-banner" ref={banner}>
      <div className="ui-container cta-banner__inner">
        <div>
          <h2 id={titleId} className="cta-banner__title">
            {t('cta.title')}
          </h2>
          <p className="cta-banner__text">{t('cta.text')}</p>
        </div>
        <Link
          to="/contact"
          className={buttonClassName('primary', false, 'cta-banner__button')}
          onClick={() => void track('Call To Button Clicked', { kind: 'cta', from: pathname })}
        >
          {t('cta.button')}
        </Link>
      </div>
    </section>
  );
}
