// @ts-check
/**
 * @shop/contracts reaches the browser as two shared modules instead of one: `@shop/contracts`, what
 * any page may need, and `@shop/contracts/business`, the contracts of pages that are lazy anyway
 * (back office, dead letters, supplier records, quotes, company accounts, quick order, suppliers'
 * order links): a federated shared module is loaded whole, so with one module every page carried
 * every domain's schemas and calls. The source of truth stays packages/contracts, imported as
 * `@shop/contracts` everywhere (TypeScript, services, tests see the whole index); only the browser
 * build routes each imported name to the module that holds it (this loader, on TypeScript source).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const contractsSrc = path.dirname(require.resolve('@shop/contracts'));

const businessRequest = '@shop/contracts/business';
const businessEntry = path.join(contractsSrc, 'business.ts');
/** Files (under packages/contracts/src, no .ts) only lazy pages use, as business.ts lists them; the rest is core. */
const businessFiles = [...fs.readFileSync(businessEntry, 'utf8').matchAll(/^export \* from '\.\/([^']+)';/gm)].map(
  (match) => match[1],
);

const fileOf = (relative) => path.join(contractsSrc, `${relative}.ts`);
const isBusinessFile = (file) => file === businessEntry || businessFiles.some((name) => fileOf(name) === file);

/** Names a module exports as values (types vanish in the build and may stay where they are). */
function valueExports(file) {
  const source = fs.readFileSync(file, 'utf8');
  const names = [
    ...source.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm,
    ),
  ].map((match) => match[1]);
  for (const list of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const item of list[1].split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !item.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * What the loader needs to know, read from the contracts' source at each build: the value names of
 * the business files, and the call tables of `apiCalls` (calls/index.ts) that live in them.
 */
function readSplit() {
  const businessNames = new Set(businessFiles.flatMap((name) => valueExports(fileOf(name))));
  const callsIndex = fs.readFileSync(fileOf('calls/index'), 'utf8');
  const fileOfIdentifier = new Map();
  for (const [, list, from] of callsIndex.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/gm)) {
    for (const name of list.split(',').map((item) => item.trim()))
      if (name) fileOfIdentifier.set(name, path.join(contractsSrc, 'calls', `${from}.ts`));
  }
  const table = /export const apiCalls = \{([^}]*)\}/.exec(callsIndex);
  if (!table) throw new Error('contracts-split: no `export const apiCalls = {...}` in calls/index.ts');
  /** apiCalls' key → the business call table it names (e.g. quotes → quoteApiCalls). */
  const businessTables = new Map();
  for (const [, key, identifier] of table[1].matchAll(/(\w+)\s*:\s*(\w+)/g)) {
    const file = fileOfIdentifier.get(identifier);
    if (file && isBusinessFile(file)) businessTables.set(key, identifier);
  }
  return { businessNames, businessTables };
}

const importOfContracts = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])@shop\/contracts\3;?/g;

/** An app's (or package's) module: business names and business call tables come from the second module. */
function routeAppImports(source, { businessNames, businessTables }) {
  const fromBusiness = new Set();
  let apiCallsName = null;
  let routed = source.replace(importOfContracts, (whole, typeOnly, list) => {
    if (typeOnly) return whole;
    const core = [];
    for (const raw of list.split(',').map((item) => item.trim())) {
      if (!raw) continue;
      const [imported] = raw.replace(/^type\s+/, '').split(/\s+as\s+/);
      if (!raw.startsWith('type ') && businessNames.has(imported)) fromBusiness.add(raw);
      else core.push(raw);
      if (imported === 'apiCalls') apiCallsName = raw.split(/\s+as\s+/).pop();
    }
    return core.length > 0 ? `import { ${core.join(', ')} } from '@shop/contracts';` : '';
  });
  if (apiCallsName) {
    const member = new RegExp(`\\b${apiCallsName}\\.(\\w+)\\b`, 'g');
    routed = routed.replace(member, (whole, key) => {
      const table = businessTables.get(key);
      if (!table) return whole;
      fromBusiness.add(table);
      return table;
    });
  }
  if (fromBusiness.size === 0) return source;
  return `import { ${[...fromBusiness].join(', ')} } from '${businessRequest}';\n${routed}`;
}

/** Where the parenthesis opened at `open` closes, past strings and comments inside. */
function closingParen(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === "'" || char === '"' || char === '`') {
      for (i++; i < source.length && source[i] !== char; i++) if (source[i] === '\\') i++;
    } else if (source.startsWith('//', i)) i = source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) + 1;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
    if (i < 0) break;
  }
  throw new Error(`contracts-split: unbalanced parenthesis at ${open}`);
}

/**
 * The schemas' OpenAPI examples (`.meta({ examples })`) serve the services' API description only;
 * the browser's zod has no JSON Schema conversion to read them, so its schemas go without.
 */
function withoutExamples(source) {
  let kept = '';
  let from = 0;
  for (const match of source.matchAll(/\.meta\(/g)) {
    if (match.index < from) continue;
    const close = closingParen(source, match.index + '.meta'.length);
    const argument = source.slice(match.index + '.meta('.length, close).replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
    if (!/^\s*\{\s*examples\s*:/.test(argument)) continue;
    kept += source.slice(from, match.index);
    from = close + 1;
  }
  return kept + source.slice(from);
}

const lazySchemaModule = require.resolve('./browser/lazy-schema.js');

/** The leftmost name of `a.b(c).d(e)`: `a`. */
function leftmostName(expression) {
  let node = expression;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node) || ts.isNonNullExpression(node))
    node = node.expression;
  return ts.isIdentifier(node) ? node.text : null;
}

const buildsSchemas = /\bz\.\w|\b\w+Schema\b/;

/**
 * Whether a top-level constant builds zod schemas when the module is evaluated: a `…Schema`, a call on
 * zod or on a schema (`z.string().regex(…)`, `SellerSchema.parse(…)`, `ListingQuerySchema.pick(…)`), or
 * an object literal holding such calls or schemas (form fields, call tables, remote contracts). Arrays,
 * `as const` lists, functions and plain values stay as written: a proxy is not an array or a function.
 */
function isSchemaWork(declaration) {
  let initializer = declaration.initializer;
  if (!initializer || !ts.isIdentifier(declaration.name)) return false;
  if (/Schema$/.test(declaration.name.text)) return true;
  while (ts.isSatisfiesExpression(initializer) || ts.isParenthesizedExpression(initializer)) {
    initializer = initializer.expression;
  }
  if (ts.isCallExpression(initializer)) {
    const name = leftmostName(initializer);
    return name === 'z' || (name !== null && /Schema$/.test(name));
  }
  return ts.isObjectLiteralExpression(initializer) && buildsSchemas.test(initializer.getText());
}

/**
 * Each top-level constant of a contracts module that builds zod schemas becomes `lazySchema(() => …)`:
 * built on its first use, since building all of them held the page's first render for ~170 ms of a
 * phone's CPU (browser/lazy-schema.js).
 */
function withLazySchemas(source, file) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const initializers = [];
  for (const statement of tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (isSchemaWork(declaration)) initializers.push(declaration.initializer);
    }
  }
  if (initializers.length === 0) return source;
  let lazy = source;
  for (const initializer of initializers.reverse()) {
    const start = initializer.getStart(tree);
    const expression = lazy.slice(start, initializer.end);
    lazy = `${lazy.slice(0, start)}__lazySchema(() => (${expression}))${lazy.slice(initializer.end)}`;
  }
  return `import { lazySchema as __lazySchema } from ${JSON.stringify(lazySchemaModule)};\n${lazy}`;
}

/** A module of packages/contracts itself, as the browser build sees it. */
function routeContractsModule(original, file) {
  const source = withLazySchemas(withoutExamples(original), file);
  const dir = path.dirname(file);
  const targetOf = (request) => path.join(dir, `${request.replace(/\/index$/, '')}.ts`);
  const resolveRelative = (request) => {
    const direct = targetOf(request);
    return fs.existsSync(direct) ? direct : path.join(dir, request, 'index.ts');
  };
  if (isBusinessFile(file)) {
    // Its core imports are the page's one core module, never a second copy bundled with it.
    return source.replace(/from\s*(['"])(\.\.?\/[^'"]+)\1/g, (whole, quote, request) =>
      isBusinessFile(resolveRelative(request)) ? whole : `from ${quote}@shop/contracts${quote}`,
    );
  }
  // A core module: the business files leave the index and apiCalls.
  let routed =
    file === fileOf('index')
      ? source.replace(/^export \* from '(\.[^']+)';\n/gm, (whole, request) =>
          isBusinessFile(resolveRelative(request)) ? '' : whole,
        )
      : source;
  // calls/index.ts: the business call tables leave apiCalls (an app's `apiCalls.quotes` is routed above).
  const businessIdentifiers = [];
  if (file === fileOf('calls/index'))
    routed = routed.replace(/^import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)';\n/gm, (whole, list, request) => {
      if (!isBusinessFile(resolveRelative(request))) return whole;
      businessIdentifiers.push(
        ...list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      );
      return '';
    });
  for (const identifier of businessIdentifiers) {
    routed = routed.replace(new RegExp(`^[ \\t]*\\w+[ \\t]*:[ \\t]*${identifier},?\\n`, 'm'), '');
  }
  const left = [...routed.matchAll(/from\s*['"](\.\.?\/[^'"]+)['"]/g)].find((match) =>
    isBusinessFile(resolveRelative(match[1])),
  );
  if (left) {
    throw new Error(
      `contracts-split: ${path.relative(contractsSrc, file)} imports ${left[1]}, a business file: ` +
        'every page would load it (packages/webpack-config/contracts-split.js)',
    );
  }
  return routed;
}

/** @this {{ resourcePath: string }} */
function contractsSplitLoader(source) {
  const file = this.resourcePath;
  if (file.startsWith(contractsSrc + path.sep)) return routeContractsModule(source, file);
  if (!importOfContracts.test(source)) return source;
  importOfContracts.lastIndex = 0;
  return routeAppImports(source, readSplit());
}

module.exports = contractsSplitLoader;
module.exports.businessFiles = businessFiles;
module.exports.businessEntry = businessEntry;
module.exports.businessRequest = businessRequest;
module.exports.readSplit = readSplit;
module.exports.routeAppImports = routeAppImports;
module.exports.routeContractsModule = routeContractsModule;
module.exports.withoutExamples = withoutExamples;
module.exports.withLazySchemas = withLazySchemas;
