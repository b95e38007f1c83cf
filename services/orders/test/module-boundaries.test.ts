import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/*
 * The folder layout of services/orders/src is its module map (docs/orders.md, "Modules";
 * docs/decisions/2026-11-30-orders-modules.md). These tests read the import specifiers of every
 * source file, so a layer folder coming back or an import into another module's adapters fails here.
 */

const src = join(__dirname, '../src');

const modules = [
  'approvals',
  'backoffice',
  'cart',
  'checkout',
  'contract-prices',
  'documents',
  'events',
  'fulfilment',
  'invoicing',
  'punchout',
  'quotes',
  'receivables',
  'requisition-lists',
  'shared',
  'webhooks',
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Path below src, with / as separator. */
const below = (path: string) => relative(src, path).split(sep).join('/');

const specifiers = (source: string): string[] =>
  [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)'(\.{1,2}\/[^']*)'/gm)].flatMap(
    ([, specifier]) => (specifier ? [specifier] : []),
  );

interface ImportEdge {
  importer: string;
  imported: string;
}

const edges: ImportEdge[] = filesUnder(src).flatMap((file) =>
  specifiers(readFileSync(file, 'utf8')).map((specifier) => ({
    importer: below(file),
    imported: below(join(dirname(file), specifier)),
  })),
);

const moduleOf = (path: string) => (path.includes('/') ? path.split('/')[0] : undefined);
const isAdapter = (path: string) => path.split('/').includes('adapters');

/**
 * Who may import a module's adapters: its own files and the composition at the top (app.ts,
 * create-orders.ts, open-order-stores.ts). Another module's own adapters may build on shared's
 * (the order document's storage shape: the order search reads the stored orders).
 */
function mayImport({ importer, imported }: ImportEdge): boolean {
  const owner = moduleOf(imported);
  const from = moduleOf(importer);
  if (!isAdapter(imported) || from === undefined || from === owner) return true;
  return owner === 'shared' && isAdapter(importer);
}

describe('the orders service is laid out by module', () => {
  it('has one top-level folder per module and no folder per layer', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && filesUnder(join(src, entry.name)).length > 0)
      .map((entry) => entry.name)
      .sort();

    expect(folders).toEqual(modules);
  });

  it('reads the imports of its files (the scan below sees them)', () => {
    expect(edges).toContainEqual({ importer: 'create-orders.ts', imported: 'open-order-stores' });
    expect(edges.filter((edge) => isAdapter(edge.imported)).length).toBeGreaterThan(20);
  });

  it("imports a module's adapters only from that module or from the composition at the top", () => {
    expect(edges.filter((edge) => !mayImport(edge))).toEqual([]);
  });

  it('refuses an import of another module’s adapters, from its domain code or from its adapters', () => {
    expect(mayImport({ importer: 'cart/cart-service.ts', imported: 'invoicing/adapters/sqlite-invoice-store' })).toBe(
      false,
    );
    expect(mayImport({ importer: 'backoffice/order-actions.ts', imported: 'shared/adapters/mongo-order-store' })).toBe(
      false,
    );
    expect(
      mayImport({
        importer: 'invoicing/adapters/mongo-invoice-store.ts',
        imported: 'webhooks/adapters/mongo-webhook-store',
      }),
    ).toBe(false);
  });
});
