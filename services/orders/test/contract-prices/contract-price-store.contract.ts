import type { ContractPriceList } from '@shop/contracts';
import type { ContractPriceStore } from '../../src/contract-prices/contract-price-store';

/** One throw-away database; `open` opens a store on it, again for a second replica. */
export interface ContractPriceDatabase {
  open(): Promise<ContractPriceStore>;
  destroy(): Promise<void>;
}

/** A list of three rows of two codes for a company, imported by an operator. */
export function priceList(companyId: string, price = 2_190): ContractPriceList {
  return {
    company_id: companyId,
    rows: [
      { code: 'DSM-656', price, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 1 },
      { code: 'DSM-656', price: price - 240, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 100 },
      { code: 'ZP-100', price: 1_650, valid_from: null, valid_to: null, min_quantity: 1 },
    ],
    imported_at: '2026-11-30T10:00:00.000Z',
    imported_by: 'operator@nordbau.fi',
  };
}

/**
 * Contract price lists (docs/companies.md, "Contract prices"), the same on every engine: read back
 * whole in the file's order, replaced whole, per company only, deleted with their rows, and never
 * read as half of two imports.
 */
export function contractPriceStoreContract(openDatabase: () => Promise<ContractPriceDatabase>) {
  let database: ContractPriceDatabase;
  let store: ContractPriceStore;
  beforeEach(async () => {
    database = await openDatabase();
    store = await database.open();
  });
  afterEach(async () => {
    await store.close();
    await database.destroy();
  });

  it('reads a list back whole, its rows in the order imported; a company without one has none', async () => {
    await store.replace(priceList('company-a'));
    expect(await store.find('company-a')).toEqual(priceList('company-a'));
    expect(await store.find('company-b')).toBeNull();
  });

  it('answers the rows of the asked codes only, and only of the asked company', async () => {
    await store.replace(priceList('company-a'));
    await store.replace({ ...priceList('company-b', 9_999), rows: priceList('company-b', 9_999).rows.slice(0, 1) });
    expect(await store.pricesFor('company-a', ['DSM-656'])).toEqual(priceList('company-a').rows.slice(0, 2));
    expect(await store.pricesFor('company-b', ['DSM-656', 'ZP-100'])).toEqual([priceList('company-b', 9_999).rows[0]]);
    expect(await store.pricesFor('company-c', ['DSM-656'])).toEqual([]);
    expect(await store.pricesFor('company-a', [])).toEqual([]);
  });

  it('replaces a list whole: no row of the old list is left', async () => {
    await store.replace(priceList('company-a'));
    const next: ContractPriceList = {
      ...priceList('company-a'),
      rows: [{ code: 'ZP-100', price: 1_500, valid_from: null, valid_to: null, min_quantity: 10 }],
      imported_at: '2026-11-30T11:00:00.000Z',
    };
    await store.replace(next);
    expect(await store.find('company-a')).toEqual(next);
    expect(await store.pricesFor('company-a', ['DSM-656', 'ZP-100'])).toEqual(next.rows);
  });

  it('deletes a list with its rows, and says whether there was one', async () => {
    await store.replace(priceList('company-a'));
    expect(await store.remove('company-a')).toBe(true);
    expect(await store.find('company-a')).toBeNull();
    expect(await store.pricesFor('company-a', ['DSM-656'])).toEqual([]);
    expect(await store.remove('company-a')).toBe(false);
  });

  it('a reader during imports from another replica gets one whole list or the other, never a mix', async () => {
    const replica = await database.open();
    const lists = [priceList('company-a', 2_000), priceList('company-a', 3_000)];
    try {
      await store.replace(lists[0]!);
      const reads: Promise<unknown>[] = [];
      for (let round = 0; round < 10; round++) {
        reads.push(replica.replace(lists[round % 2]!));
        reads.push(
          store.pricesFor('company-a', ['DSM-656', 'ZP-100']).then((rows) => {
            expect(lists.map((list) => list.rows)).toContainEqual(rows);
          }),
        );
      }
      await Promise.all(reads);
    } finally {
      await replica.close();
    }
  });

  it('keeps a list of 3,000 rows', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      code: `C-${i}`,
      price: 100 + i,
      valid_from: null,
      valid_to: null,
      min_quantity: 1,
    }));
    await store.replace({ ...priceList('company-a'), rows });
    expect((await store.find('company-a'))?.rows).toEqual(rows);
    expect(await store.pricesFor('company-a', ['C-2999', 'C-0'])).toEqual([rows[0], rows[2999]]);
  });
}
