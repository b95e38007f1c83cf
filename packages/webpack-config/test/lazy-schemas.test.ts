import { z } from 'zod';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { lazySchema } = require('../browser/lazy-schema') as { lazySchema: <T extends object>(build: () => T) => T };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withLazySchemas } = require('../contracts-split') as {
  withLazySchemas: (source: string, file: string) => string;
};

describe('contracts schemas built on first use in the browser (browser/lazy-schema.js)', () => {
  it('builds a schema only when it is first used, and once', () => {
    const build = jest.fn(() => z.object({ id: z.number().int() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes as the schema itself: nested, extended, picked, in unions, enums and instanceof', () => {
    const Kind = lazySchema(() => z.enum(['a', 'b']));
    const Base = lazySchema(() => z.object({ kind: Kind, n: z.number() }));
    const Extended = lazySchema(() => Base.extend({ note: z.string().optional() }));
    const Picked = lazySchema(() => Extended.pick({ kind: true }));
    const Either = lazySchema(() =>
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('one'), base: Base }),
        z.object({ type: z.literal('two'), list: z.array(Picked) }),
      ]),
    );
    expect(Kind.options).toEqual(['a', 'b']);
    expect(Object.keys(Extended.shape)).toEqual(['kind', 'n', 'note']);
    expect(Base instanceof z.ZodType).toBe(true);
    expect(Either.parse({ type: 'two', list: [{ kind: 'b', n: 1 }] })).toEqual({ type: 'two', list: [{ kind: 'b' }] });
    const failed = Either.safeParse({ type: 'one', base: { kind: 'c', n: 1 } });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.path).toEqual(['base', 'kind']);
  });
});

describe('which contracts constants become lazy (withLazySchemas)', () => {
  const source = [
    "import { z } from 'zod';",
    "export const kinds = ['a', 'b'] as const;",
    'export const KindSchema = z.enum(kinds);',
    'export type Kind = z.infer<typeof KindSchema>;',
    'const LineSchema = z.object({ kind: KindSchema }).strict();',
    'export const apiCalls = { line: LineSchema };',
    'export function isKind(value: string) { return kinds.includes(value as Kind); }',
  ].join('\n');
  const lazy = withLazySchemas(source, '/contracts/src/kinds.ts');

  it('wraps each top-level const named …Schema, exported or not, whole', () => {
    expect(lazy).toContain('export const KindSchema = __lazySchema(() => (z.enum(kinds)));');
    expect(lazy).toContain('const LineSchema = __lazySchema(() => (z.object({ kind: KindSchema }).strict()));');
    expect(lazy).toContain('export const apiCalls = __lazySchema(() => ({ line: LineSchema }));');
    expect(lazy).toMatch(/^import \{ lazySchema as __lazySchema \} from ".*lazy-schema\.js";\n/);
  });

  it('leaves word lists, functions and types as written', () => {
    expect(lazy).toContain("export const kinds = ['a', 'b'] as const;");
    expect(lazy).toContain('export type Kind = z.infer<typeof KindSchema>;');
    expect(lazy).toContain('export function isKind(value: string)');
  });

  it('wraps other constants that build schemas when evaluated: calls on zod or a schema, objects of schemas', () => {
    const built = withLazySchemas(
      [
        "const isoDay = z.string().regex(/^\\d{4}$/, 'validation.invalid');",
        "export const seller: Seller = SellerSchema.parse({ name: 'Nordbau' });",
        'const rangeOnly = ListingQuerySchema.pick({ range: true });',
        'const formFields = { name: z.string(), day: isoDay };',
        "export const countries = ['FI', 'EE'] as const;",
        "export const paths = { cart: '/cart' };",
        'export const isDay = (value: string) => isoDay.safeParse(value).success;',
        'export const total = sum(1, 2);',
      ].join('\n'),
      '/contracts/src/mixed.ts',
    );
    expect(built).toContain('const isoDay = __lazySchema(() => (z.string()');
    expect(built).toContain(
      "export const seller: Seller = __lazySchema(() => (SellerSchema.parse({ name: 'Nordbau' })));",
    );
    expect(built).toContain('const rangeOnly = __lazySchema(() => (ListingQuerySchema.pick({ range: true })));');
    expect(built).toContain('const formFields = __lazySchema(() => ({ name: z.string(), day: isoDay }));');
    expect(built).toContain("export const countries = ['FI', 'EE'] as const;");
    expect(built).toContain("export const paths = { cart: '/cart' };");
    expect(built).toContain('export const isDay = (value: string) => isoDay.safeParse(value).success;');
    expect(built).toContain('export const total = sum(1, 2);');
  });

  it('an object of schemas behind the proxy spreads, lists its keys and serialises as the object', () => {
    const fields = lazySchema(() => ({ name: z.string(), count: z.number() }));
    const Form = z.object({ ...fields, note: z.string() });
    expect(Object.keys(fields)).toEqual(['name', 'count']);
    expect(Form.parse({ name: 'a', count: 1, note: 'n' })).toEqual({ name: 'a', count: 1, note: 'n' });
    const seller = lazySchema(() => ({ name: 'Nordbau', country: 'FI' }));
    expect(JSON.stringify(seller)).toBe('{"name":"Nordbau","country":"FI"}');
    expect({ ...seller }).toEqual({ name: 'Nordbau', country: 'FI' });
  });

  it('leaves a module without schemas untouched', () => {
    const plain = "export const shopName = 'Nordbau';\n";
    expect(withLazySchemas(plain, '/contracts/src/plain.ts')).toBe(plain);
  });
});
