// @ts-check
const path = require('node:path');
const { PrecompressPlugin } = require('./precompress-plugin');
const { swcLoader } = require('./swc');

const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

/** The first-input script's files in the shell's build folder (the gateway looks for this name). */
const firstInputFile = /^first-input\.[0-9a-f]{8}\.js$/;

/**
 * The shell's first-input script (shell/src/first-input), a build of its own: in the app's build the
 * federation plugin puts its runtime (88 KB) into every entry, and this script is the one a page runs
 * at load. Written beside the app's files; each build leaves only its own copy.
 * @param {{ dir: string }} options the shell's folder
 * @returns {import('webpack').Configuration}
 */
function createFirstInputConfig({ dir }) {
  return {
    name: 'first-input',
    mode: 'production',
    context: dir,
    entry: { 'first-input': './src/first-input/index.ts' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      clean: { keep: (/** @type {string} */ file) => !file.startsWith('first-input.') },
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: [swcLoader({ development: false })] }] },
    plugins: [new PrecompressPlugin()],
    optimization: {
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createFirstInputConfig, firstInputFile };
