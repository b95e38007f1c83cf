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

/*
 * Each module writes orders only through its own store port (docs/orders.md, "Modules";
 * docs/decisions/2026-12-01-order-sections-per-module.md): the ports are built at the composition
 * (open-order-stores.ts) over `shared/order-sections.ts`, which alone calls the order store's
 * `replace` and `insert`. This scan reads the receiver of every `.replace(` and `.insert(` call in
 * the modules' files.
 */

/** The modules whose files may not write the order store: every module but `shared`. */
const portModules = modules.filter((module) => module !== 'shared');

interface WriteCall {
  file: string;
  receiver: string;
}

/**
 * Every `.replace(` and `.insert(` call with what it is called on (a chain over lines included),
 * but for a string's replace of a literal (its first argument a string or a regular expression).
 */
const writeCalls = (file: string, source: string): WriteCall[] =>
  [...source.matchAll(/([\w$.]*)\s*\.(?:replace|insert)\(\s*(?![/'"`])/g)].map(([, receiver]) => ({
    file,
    receiver: receiver!,
  }));

/** What names the order store, or a change's view of it (a RevisionScope), in the code. */
const namesOrderStore = (receiver: string) => /(?:^|\.)(?:store|scope|orders)$/i.test(receiver);

/**
 * The other stores and strings the modules call these on; a new receiver has to be looked at (and
 * listed here) before it passes, so a renamed order store does not slip by.
 */
const otherReceivers = new Set([
  'opts.prices', // contract-prices: ContractPriceStore.replace, a company's whole price list
  'this.deps.store.quotes', // quotes: QuoteStore, the quote rows
  'this.deps.lists', // requisition-lists: RequisitionListStore
  'xml', // invoicing/e-invoice: String.prototype.replace
]);

const moduleWrites: WriteCall[] = filesUnder(src)
  .filter((file) => portModules.includes(moduleOf(below(file)) ?? ''))
  .flatMap((file) => writeCalls(below(file), readFileSync(file, 'utf8')));

const writesOrderStore = ({ receiver }: WriteCall) => namesOrderStore(receiver) || !otherReceivers.has(receiver);

describe('the orders modules write orders through their own store ports', () => {
  it('covers every module but shared', () => {
    expect(portModules).toHaveLength(modules.length - 1);
    expect(portModules).not.toContain('shared');
  });

  it('finds the write calls the modules make on their other stores (the scan below sees them)', () => {
    expect(new Set(moduleWrites.map((call) => call.receiver))).toEqual(otherReceivers);
  });

  it('calls no replace or insert on the order store from a module', () => {
    expect(moduleWrites.filter(writesOrderStore)).toEqual([]);
  });

  it('refuses a write on the order store, or its scope, or a store under a name not looked at', () => {
    const source = [
      'await deps.store.replace(order, events);',
      'await store.insert(order);',
      'await scope.replace(order);',
      'await this.deps.store\n  .replace(order);',
      'await repository.replace(order);',
      "const label = text.replace(/-/g, ' ');",
    ].join('\n');
    expect(writeCalls('cart/cart-service.ts', source).map(writesOrderStore)).toEqual([true, true, true, true, true]);
    expect(writesOrderStore({ file: 'quotes/quote-service.ts', receiver: 'this.deps.store.quotes' })).toBe(false);
  });
});
