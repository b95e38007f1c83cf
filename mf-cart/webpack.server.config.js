const { createRemoteServerConfig } = require('@shop/webpack-config/server-render');

// The exposed app for the gateway's server render (shell/src/server/render-page.tsx), beside remoteEntry.js.
module.exports = createRemoteServerConfig({ dir: __dirname });
