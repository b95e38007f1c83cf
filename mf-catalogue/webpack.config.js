const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_catalogue',
  dir: __dirname,
  devPort: 3001,
  exposes: { './HomeCategories': './src/features/home-categories/home-categories.tsx' },
});
