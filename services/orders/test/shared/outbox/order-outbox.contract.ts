import type { EventPayload } from '@shop/contracts';
import type { AnyOrderEvent, OrderStore } from '../../../src/shared/order-store';
import { emptyCart } from '../../fixtures';

export const completedPayload = (uuid: string, orderNumber = 'NB-100007'): EventPayload<'order.placed'> => ({
  orderId: 7,
  uuid,
  orderNumber,
  locale: 'fi',
  email: 'anna.virtanen@rakennus-oy.fi',
  additionalEmails: [],
  totalWithVat: 12_300,
});

export const completedEvent = (uuid: string): AnyOrderEvent => ({
  topic: 'order.placed',
  key: uuid,
  payload: completedPayload(uuid),
});

/** The transactional outbox as every OrderStore adapter must keep it; run by each adapter's test file. */
export function orderOutboxContract(create: () => Promise<OrderStore>, destroy: (s: OrderStore) => Promise<void>) {
  let store: OrderStore;
  beforeEach(async () => {
    store = await create();
  });
  afterEach(async () => destroy(store));

  const completed = async () => {
    const cart = emptyCart();
    await store.insert(cart);
    return { ...cart, id: 7, order_status: 'confirmed' as const, order_number: 'NB-100007' };
  };

  it(
    'commits a completed order and its order.placed event together, the event waiting in the outbox for ' + 'the relay',
    async () => {
      const order = await completed();
      let told = 0;
      store.onEvents(() => told++);
      expect(await store.replace(order, [completedEvent(order.uuid)])).toBe(true);
      expect(await store.findByUuid(order.uuid)).toEqual(order);
      const rows = await store.outbox.unsent(10);
      expect(rows.map((r) => [r.envelope.topic, r.envelope.payload, r.key])).toEqual([
        ['order.placed', completedPayload(order.uuid), order.uuid],
      ]);
      expect(told).toBe(1);
    },
  );

  it('writes no event for an order that is not stored: no confirmation for an order that does not exist', async () => {
    const order = { ...emptyCart(), order_number: 'NB-100008' };
    expect(await store.replace(order, [completedEvent(order.uuid)])).toBe(false);
    expect(await store.outbox.backlog()).toBe(0);
  });

  it('refuses an event whose payload breaks its contract and keeps the order as it was (one transaction)', async () => {
    const order = await completed();
    const before = await store.findByUuid(order.uuid);
    const broken = {
      topic: 'order.placed',
      key: order.uuid,
      payload: { ...completedPayload(order.uuid), email: 'not an address' },
    } as AnyOrderEvent;
    await expect(store.replace(order, [broken])).rejects.toThrow();
    expect(await store.findByUuid(order.uuid)).toEqual(before);
    expect(await store.outbox.backlog()).toBe(0);
  });

  it('announces an event with a fixed id once: a second write carrying it is refused whole', async () => {
    const order = await completed();
    const id = '5b0c6a8e-1f0d-5a3b-8c2d-0e9f8a7b6c5d';
    const paid = { ...order, order_status: 'paid' as const };
    expect(await store.replace(paid, [{ ...completedEvent(order.uuid), id }])).toBe(true);
    const again = { ...paid, comment: 'a second writer' };
    await expect(store.replace(again, [{ ...completedEvent(order.uuid), id }])).rejects.toThrow();
    expect(await store.findByUuid(order.uuid)).toEqual(paid);
    expect((await store.outbox.unsent(10)).map((r) => r.envelope.id)).toEqual([id]);
  });

  it('commits events without a state change (an offer request) so they outlive the answer', async () => {
    const cart = emptyCart();
    await store.enqueue([
      {
        topic: 'order.offer-requested',
        key: cart.uuid,
        payload: { uuid: cart.uuid, locale: 'de', email: 'einkauf@bau.de', comments: '' },
      },
    ]);
    expect((await store.outbox.unsent(10)).map((r) => r.envelope.topic)).toEqual(['order.offer-requested']);
  });

  it('tells a consumer whether it already acted on an event (isProcessed), per consumer', async () => {
    expect(await store.isProcessed('mailer', 'e1')).toBe(false);
    await store.markProcessed('mailer', 'e1');
    expect(await store.isProcessed('mailer', 'e1')).toBe(true);
    expect(await store.isProcessed('pdf', 'e1')).toBe(false);
  });
}
