// @ts-check
/**
 * Publishes a remote's page declarations with its build: src/pages.ts (declared once, as data) is
 * checked against the contracts' RemotePagesSchema and written as pages.json beside remoteEntry.js,
 * so each release carries its own pages and the gateway reads those of the release the manifest
 * names (services/gateway/src/remote-pages.ts). A declaration that does not pass fails the build.
 */
const { execFileSync } = require('node:child_process');
const webpack = require('webpack');

/** Where the gateway looks for it, beside the entry (packages/contracts/src/remote-pages.ts remotePagesFile). */
const remotePagesFile = 'pages.json';

/**
 * @param {string} file the remote's src/pages.ts
 * @param {string} container its federation container's name (mf_account)
 * @returns {string} the pages.json text
 */
function readPages(file, container) {
  try {
    return execFileSync(process.execPath, [require.resolve('./read-remote-pages'), file, container], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = /** @type {{ stderr?: string }} */ (error).stderr;
    throw new Error(stderr?.trim() || String(error));
  }
}

class RemotePagesPlugin {
  /** @param {{ file: string, container: string }} options */
  constructor({ file, container }) {
    this.file = file;
    this.container = container;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'RemotePagesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          compilation.emitAsset(remotePagesFile, new webpack.sources.RawSource(readPages(this.file, this.container)));
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
        }
      });
    });
  }
}

module.exports = { RemotePagesPlugin, readPages, remotePagesFile };
