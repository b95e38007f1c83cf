// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The CSS an entry's first import loads (the shell's bootstrap chunk: @shop/ui's CSS and the
 * layout's), as `<link rel="stylesheet">` in the page's head: it styles the first paint, so it
 * should block rendering and be fetched beside the scripts, not after the entry has run.
 *
 * html-webpack-plugin links an entry chunk's own CSS only, and federation needs the entry to be an
 * async boundary, so the CSS sits in the chunk the entry imports. The href is the exact address
 * mini-css-extract's chunk loading asks for (no `?hash`: the name carries a content hash), so when
 * that chunk loads, the runtime finds the link and fetches nothing again.
 */
class HeadStylesheetsPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HeadStylesheetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HeadStylesheetsPlugin', (data) => {
        const stylesheets = firstImportStylesheets(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            { rel: 'stylesheet', href: data.publicPath + file },
            undefined,
            {
              plugin: 'HeadStylesheetsPlugin',
            },
          ),
        );
        data.headTags.push(...stylesheets);
        return data;
      });
    });
  }
}

/**
 * The CSS files of the chunk groups the entry's own modules import (not of what those import
 * later: a lazy page's CSS comes with its chunk).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry
 */
function firstImportStylesheets(compilation, entry) {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const files = entrypoint
    .getChildren()
    .flatMap((group) => group.chunks)
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.css'));
  return [...new Set(files)];
}

module.exports = { HeadStylesheetsPlugin, firstImportStylesheets };
