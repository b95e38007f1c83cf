import { DuplicateKeyError, type OrderStore } from '../src/ports/order-store';
import { emptyCart } from './fixtures';

/** What every OrderStore adapter must do; run by each adapter's test file. */
export function orderStoreContract(create: () => Promise<OrderStore>, destroy: (s: OrderStore) => Promise<void>) {
  let store: OrderStore;
  beforeEach(async () => {
    store = await create();
  });
  afterEach(async () => destroy(store));

  it('finds a stored cart by its uuid, and nothing for an unknown uuid', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    expect(await store.findByUuid(cart.uuid)).toEqual(cart);
    expect(await store.findByUuid(emptyCart().uuid)).toBeNull();
  });

  it('refuses a second order with the same uuid', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    await expect(store.insert(cart)).rejects.toEqual(new DuplicateKeyError('uuid'));
  });

  it('replaces a stored order and reports a replace of an unknown one', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    const completed = { ...cart, id: 7, order_status: 'confirmed' as const, order_number: 'NB-100007' };
    expect(await store.replace(completed)).toBe(true);
    expect(await store.findByUuid(cart.uuid)).toEqual(completed);
    expect(await store.replace(emptyCart())).toBe(false);
  });

  it('refuses two orders with the same order number', async () => {
    await store.insert(emptyCart({ id: 1, order_number: 'NB-1' }));
    await expect(store.insert(emptyCart({ id: 2, order_number: 'NB-1' }))).rejects.toEqual(new DuplicateKeyError('order_number'));
  });

  it('records a processed event once per consumer', async () => {
    expect(await store.markProcessed('mailer', 'e1')).toBe(true);
    expect(await store.markProcessed('mailer', 'e1')).toBe(false);
    expect(await store.markProcessed('pdf', 'e1')).toBe(true);
  });
}
