import { useDocumentHead, useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { Link, useLocation } from 'react-router-dom';

/**
 * /users/profile before the buyer has logged in: says why there is nothing to see yet and offers
 * the login, which the login slot opens over this page.
 */
export function ProfilePage() {
  const t = useT();
  useDocumentHead(t('head.profile.title'), t('head.profile.description'));
  const { pathname } = useLocation();
  return (
    <section className="ui-container not-found" data-testid="profile-logged-out">
      <h1>{t('account.profile_title')}</h1>
      <p>{t('account.profile_login_hint')}</p>
      <Link to={`${pathname}?login=true`} className={buttonClassName('primary')}>
        {t('account.login_title')}
      </Link>
    </section>
  );
}
