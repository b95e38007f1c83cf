// @ts-check
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files the gateway serves as they are (@fastify/static with `preCompressed`). */
const compressible = /\.(js|css|json|svg)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible output file, at the strongest
 * settings: done once per build, so the gateway sends static files compressed without spending
 * a cycle per request. Small files too: the gateway would otherwise compress them on the fly
 * (a file is a stream, below any size threshold's reach). A copy not smaller is left out.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.keys(assets).filter((file) => compressible.test(file));
          await Promise.all(
            files.map(async (file) => {
              const content = compilation.getAsset(file)?.source.buffer();
              if (!content) return;
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              for (const [suffix, compressed] of /** @type {const} */ ([
                ['.br', br],
                ['.gz', gz],
              ])) {
                if (compressed.length < content.length) {
                  compilation.emitAsset(file + suffix, new RawSource(compressed), { compressed: true });
                }
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
