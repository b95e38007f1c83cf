import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as business from '../src/business';

// The browser build's loader (plain CommonJS in the webpack config package).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const split = require('../../webpack-config/contracts-split') as {
  businessFiles: string[];
  readSplit: () => { businessNames: Set<string>; businessTables: Map<string, string> };
  routeAppImports: (source: string, known: ReturnType<typeof split.readSplit>) => string;
  routeContractsModule: (source: string, file: string) => string;
  withoutExamples: (source: string) => string;
};

const src = join(__dirname, '../src');
const allModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allModules(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
const nameOf = (file: string) => relative(src, file).replace(/\.ts$/, '');

describe('the contracts in the browser: a core module for every page, a business module for lazy pages', () => {
  it('knows every value the business module exports, as the loader reads them from the source', () => {
    expect([...split.readSplit().businessNames].sort()).toEqual(Object.keys(business).sort());
  });

  it("takes the business call tables out of apiCalls, and names each by apiCalls' key", () => {
    const { businessTables } = split.readSplit();
    expect(Object.fromEntries(businessTables)).toMatchObject({
      quotes: 'quoteApiCalls',
      companies: 'companyCalls',
      backofficeOrders: 'backofficeOrderApiCalls',
    });
    const file = join(src, 'calls/index.ts');
    const core = split.routeContractsModule(readFileSync(file, 'utf8'), file);
    expect(core).toMatch(/orders: orderCalls,/);
    expect(core).not.toMatch(/quoteApiCalls|companyCalls|backofficeOrderApiCalls/);
  });

  it('leaves the business files out of the core index, which keeps the rest', () => {
    const file = join(src, 'index.ts');
    const core = split.routeContractsModule(readFileSync(file, 'utf8'), file);
    expect(core).not.toContain("export * from './backoffice-ops';");
    expect(core).toContain("export * from './order';");
    expect(core).toContain("import './zod-in-browser';");
  });

  it('builds every core module without a business one (every page would load it), and refuses one that does', () => {
    const core = allModules(src).filter(
      (file) => !split.businessFiles.includes(nameOf(file)) && nameOf(file) !== 'business',
    );
    expect(core.length).toBeGreaterThan(20);
    for (const file of core) expect(() => split.routeContractsModule(readFileSync(file, 'utf8'), file)).not.toThrow();
    const order = join(src, 'order.ts');
    expect(() =>
      split.routeContractsModule("import { DeadLetterViewSchema } from './backoffice-ops';\n", order),
    ).toThrow(/order.ts imports .\/backoffice-ops, a business file/);
  });

  it("points a business file's core imports at the page's one core module, not a second copy", () => {
    const file = join(src, 'calls/quotes.ts');
    const routed = split.routeContractsModule(readFileSync(file, 'utf8'), file);
    // What stays relative are other business files (the changes of a round, the quote list), bundled with it.
    expect([...routed.matchAll(/from '(\.\.?\/[^']+)'/g)].map((m) => m[1])).toEqual([
      '../quote-changes',
      '../quote-list',
    ]);
    expect(routed).toMatch(/import \{ defineCall \} from '@shop\/contracts'/);
    expect(routed).not.toMatch(/from '\.\.\/order'/);
  });

  it("routes an app's imports: business names and apiCalls' business tables to the business module", () => {
    const app = [
      "import { apiCalls, DeadLetterViewSchema, sharedQueryKeys, type Order } from '@shop/contracts';",
      "import type { Quote } from '@shop/contracts';",
      'export const read = () => callApi(apiCalls.quotes.read, { params: { uuid } });',
      'export const cart = () => callApi(apiCalls.orders.cart, { params: { uuid } });',
      'export const letters = DeadLetterViewSchema;',
    ].join('\n');
    const routed = split.routeAppImports(app, split.readSplit());
    expect(routed).toContain("import { DeadLetterViewSchema, quoteApiCalls } from '@shop/contracts/business';");
    expect(routed).toContain("import { apiCalls, sharedQueryKeys, type Order } from '@shop/contracts';");
    expect(routed).toContain("import type { Quote } from '@shop/contracts';");
    expect(routed).toContain('callApi(quoteApiCalls.read');
    expect(routed).toContain('callApi(apiCalls.orders.cart');
  });

  it("drops the schemas' OpenAPI examples, which only the services' API description reads, and nothing else", () => {
    const schema = [
      "export const A = z.object({ note: z.string() }).meta({ examples: [{ note: 'a (b) \\' c )' }] });",
      'export const B = z',
      '  .object({ id: z.number() })',
      '  .meta({',
      '    // one (example)',
      '    examples: [{ id: 1 }],',
      '  });',
      "export const C = z.string().meta({ description: 'kept' });",
    ].join('\n');
    expect(split.withoutExamples(schema)).toBe(
      [
        'export const A = z.object({ note: z.string() });',
        'export const B = z',
        '  .object({ id: z.number() })',
        '  ;',
        "export const C = z.string().meta({ description: 'kept' });",
      ].join('\n'),
    );
    const file = join(src, 'order.ts');
    expect(split.routeContractsModule(readFileSync(file, 'utf8'), file)).not.toContain('examples:');
  });

  it('leaves a module that imports no business contracts as it is', () => {
    const app = "import { apiCalls } from '@shop/contracts';\nexport const c = apiCalls.catalogue.variant;\n";
    expect(split.routeAppImports(app, split.readSplit())).toBe(app);
  });
});
