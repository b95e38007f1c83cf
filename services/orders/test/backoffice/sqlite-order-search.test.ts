import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteOrderSearch } from '../../src/backoffice/adapters/sqlite-order-search';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import { orderSearchContract } from './order-search.contract';

describe('SqliteOrderSearch', () => {
  orderSearchContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'order-search-'));
    const store = new SqliteOrderStore(join(dir, 'orders.sqlite'));
    const search = new SqliteOrderSearch(join(dir, 'orders.sqlite'));
    return {
      store,
      search,
      close: async () => {
        await search.close();
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});
