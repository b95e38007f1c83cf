import { useAuthStore, useBreadcrumbs, useT } from '@shop/state';
import type { ReactNode } from 'react';
import { RemoteProfilePage } from '../../remotes/remote-components';

/**
 * /users/profile: mf-account's profile when logged in, the shell's login hint otherwise (re-renders on login/logout).
 * Both stand under the same breadcrumb.
 */
export function ProfileRoute({ loggedOut }: { loggedOut: ReactNode }) {
  const t = useT();
  useBreadcrumbs([{ label: t('account.profile_title'), href: '/users/profile' }]);
  const loggedIn = useAuthStore((state) => state.loggedIn);
  return loggedIn ? <RemoteProfilePage /> : <>{loggedOut}</>;
}
