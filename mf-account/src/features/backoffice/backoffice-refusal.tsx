import { isApiError, useT, useTranslateText } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { Link, useLocation } from 'react-router-dom';
import { loginHerePath } from '../login-drawer/login-return';

/**
 * What the back office shows a caller the API refused: without a session (401) a way to log in
 * that comes back to this page,
 * logged in without the operator role (403) that the page is only for operators. The API refuses
 * them regardless of what any page shows.
 */
export function BackofficeRefusal({ error }: { error: unknown }) {
  const t = useT();
  const translateText = useTranslateText();
  const location = useLocation();
  const anonymous = isApiError(error) && error.status === 401;
  return (
    <div className="backoffice-refusal" role="alert" data-testid="backoffice-refused">
      <h2 className="backoffice-refusal__title">{t('backoffice.only_operators_title')}</h2>
      <p>
        {anonymous
          ? t('backoffice.only_operators_login')
          : translateText((isApiError(error) && error.body?.message) || t('error.operators_only'))}
      </p>
      {anonymous ? (
        <Link to={loginHerePath(location)} className={buttonClassName('primary')}>
          {t('account.login_button')}
        </Link>
      ) : null}
    </div>
  );
}

/** Whether a failed call is the API's refusal of the caller (401, 403), not a failure worth retrying. */
export const isRefusal = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);
