import type { TextKey } from '@shop/i18n';
import { useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConsentNotice } from '../consent/consent-notice';

interface AccountListStateProps<Data> {
  consent: boolean;
  loggedIn: boolean;
  /** The list's query as react-query answers it. */
  list: { isError: boolean; data: Data | undefined; refetch: () => unknown };
  /** The page's own address, opened again with the login (`?login=true`). */
  path: string;
  loginHint: TextKey;
  loadFailed: TextKey;
  /** The list, once it has answered. */
  children: (data: Data) => ReactNode;
}

/**
 * A buyer's list in the account (invoices, quotes) until it has answered: the consent notice, the
 * way to log in, the error with a retry, a skeleton; then the list itself.
 */
export function AccountListState<Data>(props: AccountListStateProps<Data>) {
  const { consent, loggedIn, list, path, loginHint, loadFailed, children } = props;
  const t = useT();
  if (!consent) return <ConsentNotice />;
  if (!loggedIn)
    return (
      <p>
        {t(loginHint)} <Link to={`${path}?login=true`}>{t('account.login_title')}</Link>
      </p>
    );
  if (list.isError)
    return <ErrorMessage message={t(loadFailed)} retryLabel={t('account.retry')} onRetry={() => void list.refetch()} />;
  if (list.data === undefined) return <Skeleton height={240} />;
  return <>{children(list.data)}</>;
}
