// @ts-check
/**
 * The apps' CSS travels inside their JavaScript (style-loader), and css-loader keeps it as written:
 * its comments (why a rule is there) and indentation went to every buyer, about 4 KB gzip over the
 * apps. This takes them out before css-loader reads the file; rules and values stay as written.
 */
const path = require('node:path');

// css-loader's own PostCSS, so the CSS is parsed by the parser that reads it next.
const postcss = require(require.resolve('postcss', { paths: [path.dirname(require.resolve('css-loader'))] }));

/** @param {string} css */
function compactCss(css) {
  const root = postcss.parse(css);
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walk((node) => {
    node.raws.before = '';
    if ('after' in node.raws) node.raws.after = '';
    if (node.type === 'rule' || node.type === 'atrule') node.raws.between = node.type === 'atrule' ? ' ' : '';
    if (node.type === 'decl') node.raws.between = ':';
  });
  root.raws.after = '';
  return root.toString();
}

/** @param {string} css */
function cssCompactLoader(css) {
  return compactCss(css);
}

module.exports = cssCompactLoader;
module.exports.compactCss = compactCss;
