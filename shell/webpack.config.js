const path = require('node:path');
const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  isHost: true,
  // Retries a remote entry that failed to load, then falls back so only that remote's slots are empty.
  runtimePlugins: [path.join(__dirname, 'src/remotes/federation-runtime-plugin.ts')],
});
