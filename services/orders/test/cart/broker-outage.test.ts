import { BrokerOutageBus, type BrokerState } from '@shop/service-kit/testing';
import { buildOrders } from '../helper';

const add = (payload: Record<string, unknown>, key?: string) => ({
  method: 'POST' as const,
  url: '/orders/add',
  headers: key === undefined ? {} : { 'idempotency-key': key },
  payload: { isProduction: true, ...payload },
});

type Line = { variant_id: number; quantity: number };

/** The orders service over a broker that hangs or refuses every publish, with variants 102 and 103 for sale. */
async function ordersWithBroker(state: BrokerState) {
  const bus = new BrokerOutageBus();
  const ctx = await buildOrders({ bus });
  ctx.catalogue.put(102);
  ctx.catalogue.put(103);
  bus.state = state;
  const quantityOf = async (uuid: string, variantId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/orders/by-id/${uuid}` }))
      .json()
      .items.find((i: Line) => i.variant_id === variantId)?.quantity;
  return { ...ctx, bus, quantityOf };
}

describe('cart changes while the broker is away', () => {
  it.each<BrokerState>(['hangs', 'throws'])(
    'answers a cart change as written while every publish %s',
    async (state) => {
      const { app, bus, quantityOf } = await ordersWithBroker(state);
      const created = await app.inject(add({ variantId: 102, amount: 2 }));
      expect(created.statusCode).toBe(200);
      const cart = created.json();
      const removed = await app.inject({ method: 'DELETE', url: `/orders/item/${cart.uuid}/102` });
      expect([removed.statusCode, removed.json().length]).toEqual([200, 0]);
      expect(await quantityOf(cart.uuid, 102)).toBeUndefined();
      expect(bus.accepted).toEqual([]);
      await app.close();
    },
  );

  it('tells the live channel each change, in order, once the broker is back', async () => {
    const { app, bus } = await ordersWithBroker('throws');
    const seen: number[] = [];
    await bus.subscribe('live-test', 'cart.updated', (e) => void seen.push(e.payload.length));
    const cart = (await app.inject(add({ variantId: 102, amount: 2 }))).json();
    await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 1 }));
    await app.inject({ method: 'DELETE', url: `/orders/item/${cart.uuid}/102` });
    expect(seen).toEqual([]);
    bus.state = 'up';
    for (const until = Date.now() + 60_000; seen.length < 3 && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(seen).toEqual([2, 3, 1]);
    await app.close();
  });

  it('keeps a written change behind its Idempotency-Key: a retry gets the first answer, adds nothing', async () => {
    const { app, quantityOf } = await ordersWithBroker('throws');
    const cart = (await app.inject(add({ variantId: 102, amount: 1 }))).json();
    const first = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-during-outage'));
    const retry = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-during-outage'));
    expect(first.statusCode).toBe(200);
    expect([retry.statusCode, retry.body, retry.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expect(await quantityOf(cart.uuid, 103)).toBe(2);
    await app.close();
  });

  it('lets a change that was not written be retried under the same key, and applies it once', async () => {
    const { app, catalogue, quantityOf } = await ordersWithBroker('hangs');
    const cart = (await app.inject(add({ variantId: 102, amount: 1 }))).json();
    const getVariants = catalogue.getVariants.bind(catalogue);
    catalogue.getVariants = async () => {
      catalogue.getVariants = getVariants;
      throw new Error('catalogue unreachable');
    };
    const failed = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-retried'));
    expect(failed.statusCode).toBe(500);
    expect(await quantityOf(cart.uuid, 103)).toBeUndefined();
    const retry = await app.inject(add({ uuid: cart.uuid, variantId: 103, amount: 2 }, 'add-103-retried'));
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect(await quantityOf(cart.uuid, 103)).toBe(2);
    await app.close();
  });
});
