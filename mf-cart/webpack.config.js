const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_cart',
  dir: __dirname,
  devPort: 3002,
  exposes: {
    './CartButton': './src/features/cart-button/cart-button.tsx',
    './useAddToCart': './src/features/add-to-cart/use-add-to-cart.ts',
    './CartPage': './src/features/checkout/checkout-page.tsx',
  },
});
