const path = require('node:path');
const { createAppConfig } = require('@shop/webpack-config');
const { createFirstInputConfig } = require('@shop/webpack-config/first-input-config');

const app = createAppConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  isHost: true,
  // Retries a remote entry that failed to load, then falls back so only that remote's slots are empty.
  runtimePlugins: [path.join(__dirname, 'src/remotes/federation-runtime-plugin.ts')],
});

// Production: the app and the script a server-rendered page runs at load (src/first-input).
module.exports = (env = {}, argv = {}) =>
  argv.mode === 'development' ? app(env, argv) : [app(env, argv), createFirstInputConfig({ dir: __dirname })];
