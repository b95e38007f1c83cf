const { createAppConfig } = require('@shop/webpack-config');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, devPort: 3000, isHost: true });
