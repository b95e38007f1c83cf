const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'mf_cart',
  dir: __dirname,
  devPort: 3002,
  // One module for the shell: its pages and widgets, each lazy (contract: @shop/contracts remote-apps.ts).
  exposes: { './app': './src/app.ts' },
  // Its pages, published with each release as pages.json (@shop/contracts remote-pages.ts).
  pages: './src/pages.ts',
});
