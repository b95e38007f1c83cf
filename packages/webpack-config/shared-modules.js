// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { businessEntry, businessRequest } = require('./contracts-split');

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

/**
 * Each app's texts of a language begin with the core group (packages/i18n/src/apps/<app>/<locale>.ts):
 * shared by its file, one copy per page (the shell's, as with @shop/contracts) instead of one in
 * every app's messages chunk. Still loaded with the first messages chunk of that language only.
 */
function coreTexts() {
  const dir = path.join(path.dirname(require.resolve('@shop/i18n/browser')), 'messages/core');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [
        path.join(dir, file),
        singleton('@shop/i18n', { shareKey: `@shop/i18n/core/${path.basename(file, '.ts')}` }),
      ]),
  );
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
    '@tanstack/react-query': singleton('@tanstack/react-query', {
      import: path.join(__dirname, 'browser/react-query-client.mjs'),
    }),
    // Every app validates with the contracts' schemas: one zod and one contracts per page.
    zod: singleton('zod', { import: path.join(__dirname, 'browser/zod-client.mjs') }),
    '@shop/contracts': singleton('@shop/contracts'),
    // The contracts of lazy pages only, apart: a shared module is loaded whole (contracts-split.js).
    [businessRequest]: singleton('@shop/contracts', { import: businessEntry }),
    '@shop/state': singleton('@shop/state'),
    // In the browser the texts arrive per language (packages/i18n/src/browser.ts).
    '@shop/i18n': singleton('@shop/i18n', { import: require.resolve('@shop/i18n/browser') }),
    ...coreTexts(),
  };
}

module.exports = { sharedModules };
