import { accountRemoteContract, type RemoteApp } from '@shop/contracts';
import { lazy } from 'react';

/** mf_account/app: everything this remote gives the shell (its contract in @shop/contracts). */
const app: RemoteApp<'account'> = {
  remote: 'account',
  contractVersion: accountRemoteContract.version,
  components: {
    LoginDrawer: lazy(() => import('./features/login-drawer/login-drawer')),
    ProfilePage: lazy(() => import('./features/profile/profile-page')),
    VerifyAccountPage: lazy(() => import('./features/verify-account/verify-account-page')),
    ResetPasswordPage: lazy(() => import('./features/reset-password/reset-password-page')),
  },
};

export default app;
