import { useAuthStore } from '@shop/state';
import type { ReactNode } from 'react';
import { RemoteProfilePage } from '../../remotes/remote-components';

/**
 * /users/profile: mf-account's profile when logged in, the shell's login hint otherwise (re-renders on login/logout).
 */
export function ProfileRoute({ loggedOut }: { loggedOut: ReactNode }) {
  const loggedIn = useAuthStore((state) => state.loggedIn);
  return loggedIn ? <RemoteProfilePage /> : <>{loggedOut}</>;
}
