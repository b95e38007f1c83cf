import { TestModePaymentProvider } from '../../src/checkout/adapters/test-mode-payment-provider';
import { confirmationCookie } from '../../src/shared/http/access';
import { cartReadyToComplete } from '../checkout-fixture';

// Each test starts a whole orders service; on two busy cores the first one also loads every module.
jest.setTimeout(30_000);

/** A cart ready to complete by card (test-mode provider), counting its `order.placed` (none before it is paid). */
async function cardCart(payments = new TestModePaymentProvider()) {
  const ctx = await cartReadyToComplete({ payments });
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${ctx.cart.uuid}/card` });
  const placedEvents: string[] = [];
  await ctx.bus.subscribe('test', 'order.placed', (e) => void placedEvents.push(e.payload.orderNumber));
  const complete = (key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': 'en', ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { uuid: ctx.cart.uuid },
    });
  // The thank-you page's read: a sent order opens only with the session or a confirmation token.
  const readOrder = () => ctx.app.inject({ method: 'GET', url: `/orders/by-id/${ctx.cart.uuid}` });
  const hasConfirmation = () => ctx.app.cookies.has(confirmationCookie(ctx.cart.uuid));
  return { ...ctx, placedEvents, complete, readOrder, hasConfirmation };
}

/** The store's next write of a numbered order is stored, then reported failed (its acknowledgement lost). */
function loseNextOrderWrite(ctx: Awaited<ReturnType<typeof cardCart>>) {
  const replace = ctx.store.replace.bind(ctx.store);
  const spy = jest.spyOn(ctx.store, 'replace').mockImplementation(async (order, events, expected) => {
    const replaced = await replace(order, events, expected);
    if (order.order_number === null) return replaced;
    spy.mockRestore();
    throw new Error('order store: acknowledgement lost');
  });
}

describe('POST /orders/complete with a failure after the order was written', () => {
  it(
    'answers the retry under the same Idempotency-Key with the order as written: its confirmation, its ' +
      'payment_url, one number, and not placed before it is paid',
    async () => {
      const ctx = await cardCart();
      loseNextOrderWrite(ctx);
      const failed = await ctx.complete('complete-lost-answer');
      expect(failed.statusCode).toBe(500);
      expect(ctx.hasConfirmation()).toBe(false);

      const retry = await ctx.complete('complete-lost-answer');
      expect(retry.statusCode).toBe(200);
      const stored = (await ctx.store.findByUuid(ctx.cart.uuid))!;
      expect(retry.json()).toMatchObject({ order_number: stored.order_number, payment_url: stored.payment!.url });
      expect(stored.payment).toMatchObject({ status: 'pending', provider: 'test-mode' });
      expect(stored.payment!.attempts).toBeUndefined();
      expect(ctx.hasConfirmation()).toBe(true);
      const read = await ctx.readOrder();
      expect([read.statusCode, read.json().order_number]).toEqual([200, stored.order_number]);

      const replayed = await ctx.complete('complete-lost-answer');
      expect([replayed.body, replayed.headers['idempotent-replayed']]).toEqual([retry.body, 'true']);
      await ctx.bus.drain();
      expect(ctx.placedEvents).toEqual([]);
      await ctx.app.close();
    },
  );

  it(
    'gives no confirmation to a repeat under another key or none: ' +
      'the cart-access cookie alone opens no sent order',
    async () => {
      const ctx = await cardCart();
      loseNextOrderWrite(ctx);
      expect((await ctx.complete('complete-first')).statusCode).toBe(500);

      for (const repeat of [await ctx.complete('complete-other'), await ctx.complete()]) {
        expect(repeat.statusCode).toBe(200);
        expect(repeat.json().order_number).toMatch(/^NB-\d+$/);
      }
      expect(ctx.hasConfirmation()).toBe(false);
      expect((await ctx.readOrder()).statusCode).toBe(404);

      expect((await ctx.complete('complete-first')).statusCode).toBe(200);
      expect((await ctx.readOrder()).statusCode).toBe(200);
      await ctx.app.close();
    },
  );
});

describe('POST /orders/complete with a failure before the order was written', () => {
  it(
    'stores nothing when the card payment cannot start; ' +
      'the retry under the same key completes once, with its payment_url',
    async () => {
      const payments = new TestModePaymentProvider();
      const start = payments.start.bind(payments);
      payments.start = async () => {
        payments.start = start;
        throw new Error('payment provider unreachable');
      };
      const ctx = await cardCart(payments);
      const failed = await ctx.complete('complete-provider-down');
      expect(failed.statusCode).toBe(500);
      expect((await ctx.store.findByUuid(ctx.cart.uuid))!.order_number).toBeNull();

      const retry = await ctx.complete('complete-provider-down');
      expect(retry.statusCode).toBe(200);
      const stored = (await ctx.store.findByUuid(ctx.cart.uuid))!;
      expect(retry.json()).toMatchObject({ order_number: stored.order_number, payment_url: stored.payment!.url });
      expect(ctx.hasConfirmation()).toBe(true);
      expect((await ctx.readOrder()).statusCode).toBe(200);
      await ctx.bus.drain();
      expect(ctx.placedEvents).toEqual([]);
      await ctx.app.close();
    },
  );
});
