// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/** The installed version; found from the package's entry, as not every package exports its package.json. */
function versionOf(pkg) {
  for (let dir = path.dirname(require.resolve(pkg)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === pkg) return require(file).version;
  }
  throw new Error(`no package.json of ${pkg} found`);
}

/**
 * A singleton that accepts the compatible versions of its package (`^x.y.z`, which for 0.x means
 * the same minor). The page's one copy is whichever app loads it first, usually the shell's; a
 * remote built against a version that copy does not satisfy fails loudly (strictVersion: the
 * federation runtime throws, the shell shows that remote's fallback) instead of running against
 * an API it was not built for. `import` replaces what the apps get for the name in the browser.
 */
function singleton(pkg, extra = {}) {
  const version = versionOf(pkg);
  return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version, ...extra };
}

/** Shared singletons: one copy of each per page, whichever app loads first provides it. */
function sharedModules() {
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom', {
      import: path.join(__dirname, 'browser/react-router-client.mjs'),
    }),
    zustand: singleton('zustand'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // Every app validates with the contracts' schemas: one zod and one contracts per page.
    zod: singleton('zod', { import: path.join(__dirname, 'browser/zod-client.mjs') }),
    '@shop/contracts': singleton('@shop/contracts'),
    '@shop/state': singleton('@shop/state'),
    // In the browser the texts arrive per language (packages/i18n/src/browser.ts).
    '@shop/i18n': singleton('@shop/i18n', { import: require.resolve('@shop/i18n/browser') }),
  };
}

module.exports = { sharedModules };
