// @ts-check
/**
 * The server build of an app's first paint (the shell's src/server/render-page.tsx): one CommonJS
 * file for Node, which the gateway requires to render a page's markup before any script runs.
 * Everything it imports is bundled, so the file needs nothing from the gateway's node_modules and
 * renders with the same code the app's browser build was made from. No federation: on a server a
 * remote's slot is its skeleton (shell/src/remotes/remote-boundary.tsx). No CSS: the page links it.
 */
const path = require('node:path');
const webpack = require('webpack');
const { swcLoader } = require('./swc');

/** Where the gateway looks for it in the app's dist folder (services/gateway/src/first-paint/server-render.ts). */
const serverRenderFile = 'server/render-page.js';

/** @param {{ dir: string, entry: string }} options */
function createServerRenderConfig({ dir, entry }) {
  return () => {
    /** @type {import('webpack').Configuration} */
    const config = {
      mode: 'production',
      target: 'node20',
      context: dir,
      entry: { 'render-page': entry },
      devtool: false,
      output: {
        path: path.join(dir, 'dist', path.dirname(serverRenderFile)),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader()] },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.SHOP_BUILD_LABEL': JSON.stringify(process.env.SHOP_BUILD_LABEL || new Date().toISOString()),
        }),
        // One file: a lazy page of the shell is bundled into it, not into a chunk Node would load later.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      // Readable stack traces in the gateway's log; the file is never sent to a browser.
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    return config;
  };
}

module.exports = { createServerRenderConfig };
