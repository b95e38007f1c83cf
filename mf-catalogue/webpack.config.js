const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_catalogue',
  dir: __dirname,
  devPort: 3001,
  exposes: {
    './HomeCategories': './src/features/home-categories/home-categories.tsx',
    './ProductPage': './src/features/product-page/product-page.tsx',
    './VariantPage': './src/features/variant-page/variant-page.tsx',
    './CategoryPage': './src/features/category-page/category-page.tsx',
    './VariantRows': './src/features/home-rows/variant-rows.tsx',
    './SearchBar': './src/features/search-bar/search-bar.tsx',
    './SearchPage': './src/features/search-page/search-page.tsx',
  },
});
