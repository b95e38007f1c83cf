import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import { emptyCart } from '../fixtures';
import { lineWritesContract, orderStoreContract } from './order-store.contract';

describe('SqliteOrderStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const fresh = () => join(dir, `orders-${n++}.sqlite`);
  orderStoreContract(
    async () => new SqliteOrderStore(fresh()),
    async (s) => s.close(),
  );
  // Without its cache every read comes from the file: what a change wrote, line by line.
  lineWritesContract(
    async () => new SqliteOrderStore(fresh(), { cacheSize: 0 }),
    async (s) => s.close(),
  );

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

  it('answers every read after a write with that write; the next store on the file reads it from disk', async () => {
    const file = fresh();
    const store = new SqliteOrderStore(file);
    const cart = emptyCart({ id: 1 });
    await store.insert(cart);
    expect(await store.findByUuid(cart.uuid)).toEqual(cart);
    const changed = { ...cart, comment: 'second' };
    expect(await store.replace(changed)).toBe(true);
    expect(await store.findByUuid(cart.uuid)).toEqual(changed);
    // Concurrent changes of several carts share one commit; each cart reads its own last write.
    const others = Array.from({ length: 10 }, (_, i) => emptyCart({ id: 10 + i }));
    await Promise.all(others.map((o) => store.insert(o)));
    await Promise.all(others.map((o) => store.replace({ ...o, comment: `c${o.id}` })));
    for (const o of others) expect((await store.findByUuid(o.uuid))?.comment).toBe(`c${o.id}`);
    await store.close();

    const next = new SqliteOrderStore(file);
    expect(await next.findByUuid(cart.uuid)).toEqual(changed);
    for (const o of others) expect((await next.findByUuid(o.uuid))?.comment).toBe(`c${o.id}`);
    await next.close();
  });

  it('keeps what a failed write tried out of what readers get', async () => {
    const store = new SqliteOrderStore(fresh());
    const cart = emptyCart({ id: 1, order_number: 'NB-1' });
    await store.insert(cart);
    // Same uuid: refused, and the stored cart is still the first one.
    await expect(store.insert({ ...cart, id: 9, order_number: 'NB-9', comment: 'duplicate' })).rejects.toThrow(
      /duplicate uuid/,
    );
    // Another cart taking the first one's order number is refused too; nothing of it is readable.
    const thief = emptyCart({ id: 2, order_number: 'NB-1' });
    await expect(store.insert(thief)).rejects.toThrow(/duplicate order_number/);
    expect(await store.findByUuid(cart.uuid)).toEqual(cart);
    expect(await store.findByUuid(thief.uuid)).toBeNull();
    // A replace of a cart that does not exist stores nothing and caches nothing.
    const ghost = emptyCart({ id: 3 });
    expect(await store.replace(ghost)).toBe(false);
    expect(await store.findByUuid(ghost.uuid)).toBeNull();
    await store.close();
  });

  it('hands out read-only orders: they are shared by every reader', async () => {
    const store = new SqliteOrderStore(fresh());
    const cart = emptyCart({
      id: 1,
      items: [{ id: 1, code: 'A', variant_id: 5, quantity: 2, price: 100, discount: 0, fullTitle: 'A', reference: '' }],
    });
    await store.insert(cart);
    const read = (await store.findByUuid(cart.uuid))!;
    expect(() => {
      (read.items[0] as { quantity: number }).quantity = 99;
    }).toThrow(TypeError);
    expect((await store.findByUuid(cart.uuid))!.items[0]!.quantity).toBe(2);
    await store.close();
  });

  it('reads rows from the file through OrderSchema: a row it did not write is checked', async () => {
    const file = fresh();
    const cart = emptyCart({ id: 1 });
    const first = new SqliteOrderStore(file);
    await first.insert(cart);
    await first.close();
    // Something else (an older version, a hand edit) left a row that is not an order.
    const db = new Database(file);
    db.prepare('UPDATE orders SET doc = ? WHERE uuid = ?').run(
      JSON.stringify({ ...cart, total_price: 'lots' }),
      cart.uuid,
    );
    db.close();
    const second = new SqliteOrderStore(file);
    await expect(second.findByUuid(cart.uuid)).rejects.toThrow(/total_price/);
    await second.close();
  });

  it('works without a cache (cacheSize 0): every read from the file', async () => {
    const store = new SqliteOrderStore(fresh(), { cacheSize: 0 });
    const cart = emptyCart({ id: 1 });
    await store.insert(cart);
    await store.replace({ ...cart, comment: 'x' });
    expect(await store.findByUuid(cart.uuid)).toEqual({ ...cart, comment: 'x' });
    await store.close();
  });

  it(
    'has one owner: a second store on the same file is refused while the first is open, in this process or ' +
      'another',
    async () => {
      const file = fresh();
      const store = new SqliteOrderStore(file);
      await store.insert(emptyCart({ id: 1 }));
      expect(() => new SqliteOrderStore(file)).toThrow(/already open in an order store/);
      const storeModule = join(__dirname, '../../src/shared/adapters/sqlite-order-store');
      const other = () =>
        execFileSync(
          process.execPath,
          [
            '--import',
            'tsx',
            '-e',
            `
        const { SqliteOrderStore } = require(${JSON.stringify(storeModule)});
        try { new SqliteOrderStore(${JSON.stringify(file)}).close().then(() => console.log('opened')); }
        catch (error) { console.log(error.message); }
      `,
          ],
          { encoding: 'utf8', cwd: join(__dirname, '../../../..') },
        );
      expect(other()).toMatch(/already open in an order store/);
      await store.close();
      // Once the owner has closed it, the file is free again.
      expect(other()).toMatch(/opened/);
    },
  );
});
