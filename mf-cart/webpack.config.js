const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_cart',
  dir: __dirname,
  devPort: 3002,
  exposes: { './CartButton': './src/features/cart-button/cart-button.tsx' },
});
