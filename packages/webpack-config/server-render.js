// @ts-check
/**
 * The server builds of the apps' first paint, one CommonJS file each for Node, which the gateway
 * requires to render a page's markup before any script runs:
 *
 * - the shell's (src/server/render-page.tsx), with everything it imports bundled, so it needs
 *   nothing from the gateway's node_modules and renders with the code its browser build was made
 *   from;
 * - each remote's exposed app (src/app.ts), written beside its remoteEntry.js, so a release carries
 *   its own server build and the gateway renders the release the page will load. Its React, router,
 *   queries, stores and texts are the shell's (`serverSharedRequests`), as federation shares them in
 *   the browser: one React tree and one set of stores per render.
 *
 * No federation and no CSS (the page links it).
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');
const { swcLoader } = require('./swc');

/** Where the gateway looks for them in an app's dist folder (services/gateway/src/first-paint/). */
const serverRenderFile = 'server/render-page.js';
const remoteServerAppFile = 'server/app.js';
/**
 * The sha256 of a remote's server build, written beside it: a gateway that fetches the file from the
 * remote's own deployment runs it only if its content has this hash.
 */
const remoteServerAppHashFile = 'server/app.sha256.json';

/** Writes the hash file of the server build, from the bytes webpack emits. */
class ServerAppHashPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = ServerAppHashPlugin.name;
    const file = path.basename(remoteServerAppFile);
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every stage that could still change the file's bytes.
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const app = compilation.getAsset(file);
          if (!app) throw new Error(`${name}: the build wrote no ${file}`);
          const sha256 = createHash('sha256').update(app.source.buffer()).digest('hex');
          compilation.emitAsset(
            path.basename(remoteServerAppHashFile),
            new webpack.sources.RawSource(`${JSON.stringify({ sha256 })}\n`),
          );
        },
      );
    });
  }
}

/**
 * What a remote's server build asks the shell's for (shell/src/server/shared-modules.ts provides
 * exactly these): the packages whose one copy per page carries state (React's dispatcher, the
 * router's and the queries' contexts, the stores, the registered texts).
 */
const serverSharedRequests = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@shop/state',
  '@shop/i18n',
];

/**
 * @typedef {import('webpack').Configuration['externals']} Externals
 * @typedef {import('webpack').WebpackPluginInstance[]} Plugins
 * @param {{ dir: string, name: string, entry: string, externals?: Externals, plugins?: Plugins }} options
 */
function serverConfig({ dir, name, entry, externals, plugins = [] }) {
  /** @type {import('webpack').Configuration} */
  const config = {
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { [name]: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals,
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
      // One file: a lazy page is bundled into it, not into a chunk Node would load later.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
    // Readable stack traces in the gateway's log; the file is never sent to a browser.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return config;
}

/** The shell's: `renderPage` and the modules it lends the remotes' server builds. */
function createServerRenderConfig({ dir, entry }) {
  return () => serverConfig({ dir, name: path.basename(serverRenderFile, '.js'), entry });
}

/** A remote's: its exposed app, for the shell's server render, and the app's hash. */
function createRemoteServerConfig({ dir, entry = './src/app.ts' }) {
  return () =>
    serverConfig({
      dir,
      name: path.basename(remoteServerAppFile, '.js'),
      entry,
      externals: Object.fromEntries(serverSharedRequests.map((request) => [request, `commonjs ${request}`])),
      plugins: [new ServerAppHashPlugin()],
    });
}

module.exports = {
  createServerRenderConfig,
  createRemoteServerConfig,
  serverRenderFile,
  remoteServerAppFile,
  remoteServerAppHashFile,
  serverSharedRequests,
};
