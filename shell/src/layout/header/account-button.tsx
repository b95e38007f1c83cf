import { hasSession, track, useT } from '@shop/state';
import { iconButtonClassName, UserIcon } from '@shop/ui';
import { Link, useLocation } from 'react-router-dom';

/** Logged in: to the profile. Otherwise: the current page with ?login=true (opens the login drawer). */
export function AccountButton() {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('login', 'true');
  const loggedIn = hasSession();
  const to = loggedIn ? '/users/profile' : `${location.pathname}?${params.toString()}`;
  return (
    <Link
      to={to}
      onClick={() => void track('Account Button Clicked', { logged_in: loggedIn, from: location.pathname })}
      className={iconButtonClassName()}
      aria-label={t('header.account')}
      title={t('header.account')}
      data-testid="account-button"
    >
      <UserIcon />
    </Link>
  );
}
