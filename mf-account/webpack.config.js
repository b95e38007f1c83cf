const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_account',
  dir: __dirname,
  devPort: 3003,
  exposes: { './LoginDrawer': './src/features/login-drawer/login-drawer.tsx' },
});
