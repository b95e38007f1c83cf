// @ts-check
/**
 * One webpack factory for the shell (federation host) and the three remotes.
 *
 * Why swc: it only strips types and transforms JSX, in Rust, so a production build of an app
 * takes seconds instead of the tens of seconds ts-loader/babel need on these 2-core machines.
 * Type checking is a separate step (`npx tsc -p tsconfig.json` at the root), never in webpack.
 * swc is also what jest uses (@swc/jest), so tests and bundles compile the code the same way.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { HeadStylesheetsPlugin } = require('./head-stylesheets-plugin');
const { PrecompressPlugin } = require('./precompress-plugin');
const { RemotePagesPlugin } = require('./remote-pages-plugin');
const { sharedModules } = require('./shared-modules');
const { swcLoader } = require('./swc');

const reactQueryModule = path.join(
  path.dirname(require.resolve('@tanstack/react-query/package.json')),
  'build/modern/index.js',
);

const injectExternalRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

// webpack's own minimizer plugin (a dependency of webpack), driven by swc instead of terser:
// same output size within a few per cent, several times faster.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

/**
 * What the dev server forwards to the running shop (gateway on :8080): every call (all under /api,
 * the cart's websocket too), the remotes and their manifest, and the files services serve outside
 * /api (`serviceFileRoutes` in packages/contracts/src/routes.ts; services/gateway/test checks the
 * two agree). Everything else is a page of the app on the dev server.
 */
const gatewayPrefixes = ['/api', '/remotes', '/remotes.json', '/static/images', '/dev/mailbox'];

function forwardsToGateway(pathname) {
  return gatewayPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

function htmlPage({ title, lang }) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="theme-color" content="#1f2937" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%231f4e79'/%3E%3Cpath d='M8 24V8h4l8 10V8h4v16h-4L12 14v10z' fill='white'/%3E%3C/svg%3E" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * Federation puts a shared module's code in two async chunks: the one that provides it to the page
 * and the one its consumers fall back to. webpack merges the two only past splitChunks' minSize
 * (20 KB), so react-dom, zustand, react-router's client and @shop/i18n came twice, and the shell's
 * mf-manifest.json lists both, which the page preloads (3.3 KB gzip of every page). One chunk each.
 * @type {import('webpack').OptimizationSplitChunksCacheGroup}
 */
const oneChunkPerSharedModule = {
  chunks: (chunk) => [...chunk.groupsIterable].every((group) => group.origins.every(isSharedModuleOrigin)),
  minChunks: 2,
  minSize: 0,
  priority: 10,
  reuseExistingChunk: true,
};

/** @param {{ module?: { type?: string } | null }} origin */
const isSharedModuleOrigin = (origin) =>
  origin.module?.type === 'provide-module' || origin.module?.type === 'consume-shared-module';

/**
 * An app's CSS in one file (production): each of its chunks' CSS apart would be a request per lazy
 * page, each holding that page's render until it arrives, and the gateway can preload one known
 * file per remote (services/gateway/src/first-paint/preloads.ts). The apps' CSS is small (all of
 * the catalogue's pages: 5.4 KB gzip); the shell's is linked from its page's head (HeadStylesheetsPlugin).
 * @type {import('webpack').OptimizationSplitChunksCacheGroup}
 */
const oneStylesheet = {
  type: 'css/mini-extract',
  name: 'styles',
  chunks: 'all',
  enforce: true,
  priority: 20,
};

/**
 * @param {{
 *   name: string,            // federation container name, e.g. 'mf_catalogue' or 'shell'
 *   dir: string,             // the app's folder (__dirname of its webpack.config.js)
 *   devPort: number,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   runtimePlugins?: string[], // federation runtime plugins (files), e.g. the shell's retry and fallback
 *   pages?: string,          // a remote's page declarations (src/pages.ts), published as pages.json
 * }} options
 */
function createAppConfig({ name, dir, devPort, exposes = {}, isHost = false, runtimePlugins = [], pages }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const buildLabel = process.env.SHOP_BUILD_LABEL || new Date().toISOString();
    // A remote's own page (a preview with the shell's providers) exists on the dev server only:
    // in production a remote is its remoteEntry.js, run on the shell's federation runtime.
    const hasOwnPage = isHost || isDev;

    /** @type {import('webpack').Configuration & { devServer?: Record<string, unknown> }} */
    const config = {
      mode,
      context: dir,
      entry: hasOwnPage ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry chunks keep a plain name: the federation runtime module resolves the entry's
        // filename before hashes exist ("[contenthash] not implemented in this context").
        // index.html busts the cache with ?hash; lazy chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        // A module that throws while it is evaluated (a remote's shared singleton in a version the
        // shell does not provide) throws that same error on every later import, as ES modules do.
        // Without it webpack hands the next importer the half-evaluated module, and a second slot of
        // the same remote failed with "Cannot access 'l' before initialization" instead of the cause.
        strictModuleErrorHandling: true,
        uniqueName: name,
        // The shell's first-input script is a build of its own into the same folder (first-input-config.js).
        clean: isHost ? { keep: /^first-input\./ } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-query under a name that is not shared, for browser/react-query-client.mjs (its ES module build).
        alias: { '@shop/webpack-config/react-query$': reactQueryModule },
      },
      module: {
        // An import of something a module does not export (e.g. a react-router export missing
        // from browser/react-router-client.mjs) fails the build instead of failing in the browser.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              swcLoader({ development: isDev }),
              // Runs first, on the TypeScript: which of the two shared contracts modules holds each name.
              require.resolve('./contracts-split'),
            ],
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            // @shop/ui's modules only declare components (its CSS files are modules of their own): without
            // this, every chunk that imports one component from its index got all of them, and a page
            // loaded the same components once per chunk of an app (packages/ui/package.json has no sideEffects).
            test: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.tsx?$/,
            sideEffects: false,
          },
          {
            // zod's JSON Schema conversion: the services' business, bundled only because zod's schemas import it.
            test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/,
            use: [require.resolve('./zod-without-json-schema-loader')],
          },
          {
            test: /\.css$/,
            use: [
              // Production: CSS files (oneStylesheet), not JavaScript that inserts <style> at run time.
              isDev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader,
              require.resolve('css-loader'),
              require.resolve('./css-compact-loader'),
            ],
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.SHOP_BUILD_LABEL': JSON.stringify(buildLabel),
        }),
        new ModuleFederationPlugin({
          name,
          dts: false,
          // The host has no remote URLs compiled in: it registers them from /remotes.json at run time.
          remotes: {},
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // One federation runtime per page: the shell's entry provides it (the plugin that
          // `experiments.provideExternalRuntime` adds, but its ES module build: the CommonJS one
          // would bundle a second copy of the runtime next to the bundler's), a remote's entry
          // uses it (~18 KB gzip less per remote). A remote's dev page runs alone, with its own.
          runtimePlugins: isHost ? [...runtimePlugins, injectExternalRuntimePlugin] : runtimePlugins,
          experiments: {
            externalRuntime: !isHost && !isDev,
            // The runtime's parts this shop never runs, left out at build time (FEDERATION_* and
            // ENV_TARGET defines the runtime checks): the snapshot and preload-assets plugins serve
            // remotes registered by their mf-manifest.json (our entries are remoteEntry.js files;
            // the gateway reads the manifests for the preloads), and the node script loader.
            optimization: { disableSnapshot: true, target: 'web' },
          },
          shared: sharedModules(),
        }),
        ...(hasOwnPage
          ? [
              new HtmlWebpackPlugin({
                templateContent: htmlPage({
                  title: isHost ? 'Nordbau' : `Nordbau · ${name} (standalone)`,
                  lang: 'de',
                }),
                chunks: ['main'],
                inject: 'body',
                hash: !isDev,
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(isDev
          ? []
          : [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              new PrecompressPlugin(),
            ]),
        ...(isHost && !isDev ? [new HeadStylesheetsPlugin({ entry: 'main' })] : []),
        ...(pages ? [new RemotePagesPlugin({ file: path.join(dir, pages), container: name })] : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: { sharedModules: oneChunkPerSharedModule, ...(isDev ? {} : { styles: oneStylesheet }) },
        },
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The address the shop listens on by default (HOST), not `localhost`, which may resolve to ::1.
        proxy: [{ context: forwardsToGateway, target: 'http://127.0.0.1:8080', ws: true, changeOrigin: false }],
      },
    };
    return config;
  };
}

module.exports = { createAppConfig, sharedModules, forwardsToGateway };
