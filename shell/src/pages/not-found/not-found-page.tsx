import { useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="ui-container not-found" data-testid="not-found">
      <h1>{t('page.not_found_title')}</h1>
      <p>{t('page.not_found_text')}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('page.back_home')}
      </Link>
    </section>
  );
}
