const { createServerRenderConfig } = require('@shop/webpack-config/server-render');

module.exports = createServerRenderConfig({ dir: __dirname, entry: './src/server/render-page.tsx' });
