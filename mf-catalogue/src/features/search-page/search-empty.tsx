import { track, useT } from '@shop/state';
import { buttonClassName, PhoneIcon, PhoneLink, SearchIcon } from '@shop/ui';
import { Link } from 'react-router-dom';

/** SPEC 2 and 8: no results — try another term or contact us, with contact and phone buttons. */
export function SearchEmpty({ term }: { term: string }) {
  const t = useT();
  const phone = t('shop.phone');
  return (
    <section className="search-empty" data-testid="search-empty" aria-labelledby="search-empty-title">
      <span className="search-empty__icon" aria-hidden="true">
        <SearchIcon size={32} />
      </span>
      <h2 id="search-empty-title" className="search-empty__title">
        {t('search.page_empty_title', { query: term })}
      </h2>
      <p className="search-empty__text">{t('search.page_empty_text')}</p>
      <div className="search-empty__actions">
        <Link
          to="/contact"
          className={buttonClassName('primary')}
          onClick={() => void track('Call To Button Clicked', { kind: 'contact', from: 'search_empty', query: term })}
          data-testid="search-contact"
        >
          {t('search.contact_button')}
        </Link>
        <PhoneLink
          className={buttonClassName('secondary', false, 'search-empty__phone')}
          from="search_empty"
          aria-label={t('header.call_us', { phone })}
        >
          <PhoneIcon size={18} />
          <span>{phone}</span>
        </PhoneLink>
      </div>
    </section>
  );
}
