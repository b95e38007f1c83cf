import type { CartItem } from '@shop/contracts';
import { DuplicateKeyError, RevisionConflictError, type OrderStore } from '../../src/shared/order-store';
import { completedEvent } from './outbox/order-outbox.contract';
import { emptyCart } from '../fixtures';

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

  it('reads back an order whose optional fields were left undefined', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    expect(await store.replace({ ...cart, vat_check: undefined })).toBe(true);
    expect(await store.findByUuid(cart.uuid)).toEqual(cart);
  });

  it('refuses two orders with the same order number', async () => {
    await store.insert(emptyCart({ id: 1, order_number: 'NB-1' }));
    await expect(store.insert(emptyCart({ id: 2, order_number: 'NB-1' }))).rejects.toEqual(
      new DuplicateKeyError('order_number'),
    );
  });

  it('lists a user’s sent orders newest first, without carts and other users’ orders', async () => {
    await store.insert(emptyCart({ id: 1, user_id: 7, order_number: 'NB-100001', order_status: 'confirmed' }));
    await store.insert(emptyCart({ id: 2, user_id: 8, order_number: 'NB-100002', order_status: 'confirmed' }));
    await store.insert(emptyCart({ id: 3, user_id: 7, order_number: 'NB-100003', order_status: 'paid' }));
    await store.insert(emptyCart({ user_id: 7 }));
    expect((await store.findByUser(7)).map((o) => o.order_number)).toEqual(['NB-100003', 'NB-100001']);
  });

  it('lists a company’s sent orders newest first, by any member, without carts and other companies', async () => {
    const of = (company: number, userid: number) => ({
      id: `c-${company}`,
      name: `Firma ${company}`,
      placed_by: { userid, name: 'B' },
    });
    await store.insert(
      emptyCart({ id: 1, user_id: 7, order_number: 'NB-100001', order_status: 'confirmed', company: of(3, 7) }),
    );
    await store.insert(
      emptyCart({ id: 2, user_id: 8, order_number: 'NB-100002', order_status: 'confirmed', company: of(4, 8) }),
    );
    await store.insert(emptyCart({ id: 3, user_id: 9, order_number: 'NB-100003', order_status: 'confirmed' }));
    const cart = emptyCart({ user_id: 9 });
    await store.insert(cart);
    // Completion gives the company to a cart that had none: the replace must file it under the company.
    await store.replace({
      ...cart,
      id: 4,
      order_number: 'NB-100004',
      order_status: 'awaiting_approval',
      company: of(3, 9),
    });
    await store.insert(emptyCart({ user_id: 7, company: of(3, 7) }));
    expect((await store.findByCompany('c-3')).map((o) => o.order_number)).toEqual(['NB-100004', 'NB-100001']);
    expect((await store.findByCompany('c-5')).map((o) => o.order_number)).toEqual([]);
  });

  it('stores a new order at revision 1 and counts every replace up', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    expect(await store.findRevised(cart.uuid)).toEqual({ order: cart, revision: 1 });
    const commented = { ...cart, comment: 'first' };
    expect(await store.replace(commented, [], 1)).toBe(true);
    expect(await store.findRevised(cart.uuid)).toEqual({ order: commented, revision: 2 });
    // Without an expected revision the replace is unconditional, and still counts.
    expect(await store.replace({ ...cart, comment: 'second' })).toBe(true);
    expect((await store.findRevised(cart.uuid))?.revision).toBe(3);
    expect(await store.findRevised(emptyCart().uuid)).toBeNull();
  });

  it('refuses a replace made from an older revision, and leaves the stored order as it was', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    const first = { ...cart, comment: 'first replica' };
    expect(await store.replace(first, [], 1)).toBe(true);
    await expect(store.replace({ ...cart, comment: 'second replica' }, [], 1)).rejects.toEqual(
      new RevisionConflictError(cart.uuid),
    );
    expect(await store.findRevised(cart.uuid)).toEqual({ order: first, revision: 2 });
    // An order that is not there is no conflict: there is nothing to replace.
    expect(await store.replace(emptyCart(), [], 1)).toBe(false);
  });

  it('hands out each sequence value once, also to concurrent callers', async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => store.nextSequence('order')));
    expect(new Set(values).size).toBe(20);
    expect(Math.min(...values)).toBe(1);
    expect(await store.nextSequence('other')).toBe(1);
  });

  it('lets one of two concurrent replaces from the same revision through, the other conflicts', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    const outcomes = await Promise.allSettled(
      ['a', 'b'].map((replica) => store.replace({ ...cart, comment: replica }, [], 1)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((o) => o.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(RevisionConflictError);
    expect((await store.findRevised(cart.uuid))?.revision).toBe(2);
  });

  it('commits no event of a replace refused for its revision', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    await store.replace({ ...cart, comment: 'meanwhile' }, [], 1);
    const completed = { ...cart, id: 7, order_status: 'confirmed' as const, order_number: 'NB-100007' };
    await expect(store.replace(completed, [completedEvent(cart.uuid)], 1)).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    expect(await store.outbox.backlog()).toBe(0);
  });

  it('commits the events of the one of two concurrent completions that went through, none of the other', async () => {
    const cart = emptyCart();
    await store.insert(cart);
    const completed = { ...cart, id: 7, order_status: 'confirmed' as const, order_number: 'NB-100007' };
    const outcomes = await Promise.allSettled(
      ['a', 'b'].map((replica) => store.replace({ ...completed, comment: replica }, [completedEvent(cart.uuid)], 1)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await store.outbox.backlog()).toBe(1);
    expect((await store.findRevised(cart.uuid))?.revision).toBe(2);
  });

  it('records a processed event once per consumer', async () => {
    expect(await store.markProcessed('mailer', 'e1')).toBe(true);
    expect(await store.markProcessed('mailer', 'e1')).toBe(false);
    expect(await store.markProcessed('pdf', 'e1')).toBe(true);
  });
}

const line = (id: number, quantity = 1): CartItem => ({
  id,
  code: `C-${id}`,
  variant_id: 100 + id,
  quantity,
  price: 1_000 * id,
  discount: 0,
  fullTitle: `Line ${id}`,
  reference: '',
});

/**
 * Cart changes written per change: a replace that names the lines it changed writes those and the
 * header. Run with a store that reads every order from its storage (no cache in front), so what a
 * read answers is what was written.
 */
export function lineWritesContract(create: () => Promise<OrderStore>, destroy: (s: OrderStore) => Promise<void>) {
  let store: OrderStore;
  beforeEach(async () => {
    store = await create();
  });
  afterEach(async () => destroy(store));

  const cartOf = (lines: CartItem[]) => emptyCart({ items: lines, length: lines.length });

  it('writes a changed line, an appended one and the header, and reads the whole order back', async () => {
    const cart = cartOf([line(1), line(2), line(3)]);
    await store.insert(cart);
    const next = { ...cart, items: [cart.items[0]!, line(2, 5), cart.items[2]!, line(4)], total_price: 99 };
    expect(await store.replace(next, [], 1, [1, 3])).toBe(true);
    expect(await store.findRevised(cart.uuid)).toEqual({ order: next, revision: 2 });
  });

  it('writes only the lines named as changed', async () => {
    const cart = cartOf([line(1), line(2)]);
    await store.insert(cart);
    await store.replace({ ...cart, items: [line(1, 7), line(2, 9)] }, [], 1, [1]);
    expect((await store.findByUuid(cart.uuid))?.items).toEqual([line(1), line(2, 9)]);
  });

  it('writes every line of a replace that names none, removed lines gone', async () => {
    const cart = cartOf([line(1), line(2), line(3)]);
    await store.insert(cart);
    const removed = { ...cart, items: [line(1), line(3, 2)] };
    expect(await store.replace(removed, [], 1)).toBe(true);
    expect(await store.findByUuid(cart.uuid)).toEqual(removed);
    const emptied = { ...cart, items: [] };
    expect(await store.replace(emptied)).toBe(true);
    expect(await store.findByUuid(cart.uuid)).toEqual(emptied);
  });

  it('writes no line of a replace refused for its revision', async () => {
    const cart = cartOf([line(1)]);
    await store.insert(cart);
    await store.replace({ ...cart, comment: 'meanwhile' }, [], 1);
    await expect(store.replace({ ...cart, items: [line(1, 4), line(2)] }, [], 1, [0, 1])).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    expect(await store.findRevised(cart.uuid)).toEqual({ order: { ...cart, comment: 'meanwhile' }, revision: 2 });
  });

  it('lists sent orders with their lines', async () => {
    const sent = emptyCart({ id: 1, user_id: 7, order_number: 'NB-1', order_status: 'confirmed', items: [line(1)] });
    await store.insert(sent);
    expect(await store.findByUser(7)).toEqual([sent]);
  });
}
