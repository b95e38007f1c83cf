// @ts-check
/**
 * zod's JSON Schema conversion in the browser build, as exports that throw when called.
 *
 * zod-api.mjs leaves `toJSONSchema` out of what the apps may import, but zod's classic schemas
 * import the conversion themselves (each schema's `_zod.processJSONSchema`, `.toJSONSchema()`,
 * `~standard.jsonSchema`), so it was bundled anyway (~7 KB gzip before the first paint). Only
 * the services convert schemas to JSON Schema (OpenAPI, serialisation; they use zod as installed).
 * Applied to zod's `v4/core/to-json-schema.js` and `v4/core/json-schema-processors.js`; the export
 * names are read from the module itself, so a zod upgrade keeps the build and the exports aligned.
 */

/** The factories zod calls while building a schema: they must return the method, which throws. */
const methodFactories = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

/** Every name a module exports: `export function|const|let|class x` and `export { a as b, c }`. */
function exportNames(source) {
  const names = new Set();
  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)) {
    names.add(match[1]);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const item of match[1].split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** @this {{ resourcePath: string }} @param {string} source */
function zodWithoutJsonSchemaLoader(source) {
  if (/^export\s*\*/m.test(source) || /^export\s+default/m.test(source)) {
    throw new Error(`${this.resourcePath}: an export this loader cannot name (export * or default); update it`);
  }
  const names = exportNames(source);
  const lines = [
    '/* zod-without-json-schema-loader: JSON Schema conversion is not part of the browser build. */',
    'function unavailable() {',
    '  throw new Error("zod\'s JSON Schema conversion is not part of the browser build");',
    '}',
    ...names.map((name) =>
      methodFactories.has(name) ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`,
    ),
  ];
  return lines.join('\n') + '\n';
}

module.exports = zodWithoutJsonSchemaLoader;
module.exports.exportNames = exportNames;
