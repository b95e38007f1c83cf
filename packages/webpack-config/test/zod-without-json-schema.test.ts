import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../zod-without-json-schema-loader') as (
  this: { resourcePath: string },
  source: string,
) => string;

const zodCore = join(dirname(require.resolve('zod/package.json')), 'v4/core');
const converters = ['to-json-schema', 'json-schema-processors'] as const;

/** The loader's module as CommonJS, evaluated: its exports by name. */
function evaluate(stub: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  runInNewContext(stub.replace(/^export const ([\w$]+) =/gm, 'exports.$1 ='), { exports });
  return exports;
}

describe("zod's JSON Schema conversion in the browser build (zod-without-json-schema-loader)", () => {
  it.each(converters)('%s: offers every export of the installed zod, each throwing when converting', (file) => {
    const source = readFileSync(join(zodCore, `${file}.js`), 'utf8');
    const stub = evaluate(loader.call({ resourcePath: `${file}.js` }, source));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const installed = Object.keys(require(join(zodCore, `${file}.cjs`)) as object);
    expect(Object.keys(stub).sort()).toEqual(installed.sort());

    for (const [name, value] of Object.entries(stub)) {
      expect(typeof value).toBe('function');
      const call = name.startsWith('create') ? (value as () => () => unknown)() : (value as () => unknown);
      expect(call).toThrow("zod's JSON Schema conversion is not part of the browser build");
    }
  });

  it('builds the schema methods zod creates while building a schema without throwing', () => {
    const stub = evaluate(
      loader.call({ resourcePath: 'to-json-schema.js' }, readFileSync(join(zodCore, 'to-json-schema.js'), 'utf8')),
    );
    // zod calls these in `~standard` (beside validate) and in .toJSONSchema(): only the returned method may throw.
    for (const factory of ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']) {
      expect(typeof (stub[factory] as () => unknown)()).toBe('function');
    }
  });

  it('refuses a module whose exports it cannot name', () => {
    expect(() => loader.call({ resourcePath: 'x.js' }, 'export * from "./y.js";\n')).toThrow(/cannot name/);
  });
});
