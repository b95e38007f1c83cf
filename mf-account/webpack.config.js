const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_account',
  dir: __dirname,
  devPort: 3003,
  exposes: {
    './LoginDrawer': './src/features/login-drawer/login-drawer.tsx',
    './ProfilePage': './src/features/profile/profile-page.tsx',
    './VerifyAccountPage': './src/features/verify-account/verify-account-page.tsx',
    './ResetPasswordPage': './src/features/reset-password/reset-password-page.tsx',
  },
});
