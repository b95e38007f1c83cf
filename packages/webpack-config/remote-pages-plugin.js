// @ts-check
/**
 * Publishes a remote's page declarations with its build: src/pages.ts (declared once, as data) is
 * checked against the contracts' RemotePagesSchema and written as pages.json beside remoteEntry.js,
 * so each release carries its own pages and the gateway reads those of the release the manifest
 * names (services/gateway/src/remote-pages.ts). A declaration that does not pass fails the build.
 */
const path = require('node:path');
const webpack = require('webpack');
const { require: requireTs } = require('tsx/cjs/api');

/** Where the gateway looks for it, beside the entry (packages/contracts/src/remote-pages.ts remotePagesFile). */
const remotePagesFile = 'pages.json';

const contractsFile = path.join(path.dirname(require.resolve('@shop/contracts/package.json')), 'src/remote-pages.ts');

/**
 * @param {string} file the remote's src/pages.ts
 * @param {string} container its federation container's name (mf_account)
 * @returns {string} the pages.json text
 */
function readPages(file, container) {
  const { RemotePagesSchema, remoteContainers } = {
    ...requireTs(contractsFile, __filename),
    ...requireTs(path.join(path.dirname(contractsFile), 'remotes.ts'), __filename),
  };
  const declared = requireTs(file, __filename).default;
  const parsed = RemotePagesSchema.safeParse(declared);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${file} declares no valid pages:\n${problems.join('\n')}`);
  }
  if (remoteContainers[parsed.data.remote] !== container) {
    throw new Error(`${file} declares the pages of ${parsed.data.remote}, not of ${container}`);
  }
  return JSON.stringify(parsed.data, null, 2);
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
