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
    expect(failed.error?.issues[0].path).toEqual(['base', 'kind']);
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
    expect(lazy).toMatch(/^import \{ lazySchema as __lazySchema \} from ".*lazy-schema\.js";\n/);
  });

  it('leaves word lists, call tables, functions and types as written', () => {
    expect(lazy).toContain("export const kinds = ['a', 'b'] as const;");
    expect(lazy).toContain('export const apiCalls = { line: LineSchema };');
    expect(lazy).toContain('export type Kind = z.infer<typeof KindSchema>;');
    expect(lazy).toContain('export function isKind(value: string)');
  });

  it('leaves a module without schemas untouched', () => {
    const plain = "export const shopName = 'Nordbau';\n";
    expect(withLazySchemas(plain, '/contracts/src/plain.ts')).toBe(plain);
  });
});
