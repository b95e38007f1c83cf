import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteOrderStore } from '../src/adapters/sqlite-order-store';
import { emptyCart } from './fixtures';
import { orderStoreContract } from './order-store.contract';

describe('SqliteOrderStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  orderStoreContract(async () => new SqliteOrderStore(join(dir, `orders-${n++}.sqlite`)), async (s) => s.close());

  it('keeps orders across a restart of the process (same file, new store)', async () => {
    const file = join(dir, 'durable.sqlite');
    const cart = emptyCart();
    const first = new SqliteOrderStore(file);
    await first.insert(cart);
    await first.close();
    const second = new SqliteOrderStore(file);
    expect(await second.findByUuid(cart.uuid)).toEqual(cart);
    await second.close();
  });
});
