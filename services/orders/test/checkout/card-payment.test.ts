import websocket from '@fastify/websocket';
import { callPathOf } from '@shop/contracts';
import Fastify from 'fastify';
import { PublicOrigins } from '@shop/service-kit';
import { StripePaymentProvider } from '../../src/checkout/adapters/stripe-payment-provider';
import { TestModePaymentProvider } from '../../src/checkout/adapters/test-mode-payment-provider';
import { cartChannelOptions, ordersService, type OrdersServiceOptions } from '../../src/app';
import type { PaymentProvider } from '../../src/checkout/payment-provider';
import { cartReadyToComplete } from '../checkout-fixture';
import { fakeStripe } from './fake-stripe';

// Each test starts a whole orders service; on two busy cores the first one also loads every module.
jest.setTimeout(30_000);

type Ctx = Awaited<ReturnType<typeof cartReadyToComplete>>;

async function cardOrder(options: { payments?: PaymentProvider | null } = {}) {
  const ctx = await cartReadyToComplete(options);
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${ctx.cart.uuid}/card` });
  const completed = (await ctx.complete('en')).json();
  return { ...ctx, completed };
}

// The service alone, without the gateway that strips /api from the page's public address.
const behindGateway = (publicUrl: string) => callPathOf(publicUrl) ?? publicUrl;

const decide = (ctx: Ctx, paymentUrl: string, decision: 'approve' | 'decline') =>
  ctx.app.inject({
    method: 'POST',
    url: `${behindGateway(paymentUrl)}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const payAgain = (ctx: Ctx) =>
  ctx.app.inject({ method: 'POST', url: `/orders/pay/${ctx.cart.uuid}`, headers: { 'x-locale': 'en' } });
const backFromProvider = (ctx: Ctx) =>
  ctx.app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${ctx.cart.uuid}?markPaid=true` });

describe('card payment through the test-mode provider', () => {
  it(
    'sends the buyer to the payment page; approving notifies the shop (signed, through its webhook) and ' +
      'brings the buyer back to a paid order',
    async () => {
      const ctx = await cardOrder();
      const { app, cart, completed } = ctx;
      // The order's own attempt: whichever replica the page reaches reads it from the order store.
      expect(completed.payment_url).toMatch(new RegExp(`^/api/orders/test-payment/${cart.uuid}/[0-9a-f-]{36}$`));
      const page = await app.inject({
        method: 'GET',
        url: behindGateway(completed.payment_url),
        headers: { 'x-locale': 'en' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Order NB-100001');

      const back = await decide(ctx, completed.payment_url, 'approve');
      expect([back.statusCode, back.headers.location]).toEqual([303, `/cart/${cart.uuid}?payment=return`]);

      // The test-mode provider's notification recorded the payment before the buyer's return.
      const notAsked = await app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${cart.uuid}` });
      expect(notAsked.json().order_status).toBe('paid');
      const confirmed = await backFromProvider(ctx);
      expect(confirmed.json()).toMatchObject({ order_status: 'paid', payment: { status: 'paid' } });
      await app.close();
    },
  );

  it(
    'leaves a declined order payment_failed, and lets the buyer pay again with a new payment, keeping the ' +
      'declined one',
    async () => {
      const ctx = await cardOrder();
      const { app, completed } = ctx;
      await decide(ctx, completed.payment_url, 'decline');
      const declined = await backFromProvider(ctx);
      expect(declined.json()).toMatchObject({ order_status: 'payment_failed', payment: { status: 'declined' } });

      const again = await payAgain(ctx);
      expect(again.json()).toMatchObject({ order_status: 'confirmed' });
      expect(again.json().payment).toMatchObject({
        status: 'pending',
        attempts: [{ status: 'declined', url: completed.payment_url }],
      });
      expect(again.json().payment.url).not.toBe(completed.payment_url);
      await app.close();
    },
  );

  it('does not mark an order paid because the browser asks: an unanswered payment stays pending', async () => {
    const ctx = await cardOrder();
    const res = await backFromProvider(ctx);
    expect(res.json()).toMatchObject({ order_status: 'confirmed', payment: { status: 'pending' } });
    await ctx.app.close();
  });

  it('refuses to start a card payment for an invoice order', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    await complete();
    expect((await app.inject({ method: 'POST', url: `/orders/pay/${cart.uuid}` })).statusCode).toBe(409);
    await app.close();
  });
});

describe('paying twice', () => {
  it(
    'resumes the open payment when the buyer starts a second one, so paying the first is recognised and ' +
      'nothing is paid twice',
    async () => {
      const ctx = await cardOrder();
      const first = ctx.completed.payment_url;
      // The buyer opens "pay" again (another tab, the back button) while the first payment is open.
      const second = await payAgain(ctx);
      expect([second.statusCode, second.json().payment.url]).toEqual([200, first]);
      // He pays on the first page he had open: the shop recognises it.
      await decide(ctx, first, 'approve');
      expect((await backFromProvider(ctx)).json()).toMatchObject({
        order_status: 'paid',
        payment: { status: 'paid', url: first },
      });
      // A third start is refused: the order is paid.
      const third = await payAgain(ctx);
      expect([third.statusCode, third.json().code, third.json().message]).toEqual([
        409,
        'ALREADY_PAID',
        'This order is already paid.',
      ]);
      await ctx.app.close();
    },
  );

  it('recognises a payment that went through without the buyer coming back, and refuses to take another', async () => {
    const ctx = await cardOrder();
    await decide(ctx, ctx.completed.payment_url, 'approve');
    // No return to the shop (tab closed); later the buyer presses "pay" on the order again.
    const again = await payAgain(ctx);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_PAID']);
    const stored = await ctx.store.findByUuid(ctx.cart.uuid);
    expect([stored?.order_status, stored?.payment?.status, stored?.payment?.attempts]).toEqual([
      'paid',
      'paid',
      undefined,
    ]);
    await ctx.app.close();
  });
});

describe('card payments in production', () => {
  // The variables themselves are refused by the configuration (config.test.ts); this is the second line.
  it('the orders service refuses to start in production with the test-mode page, also when given none', async () => {
    for (const payments of [new TestModePaymentProvider(), undefined]) {
      const host = Fastify();
      await host.register(websocket, cartChannelOptions);
      // It refuses before it touches any of its adapters.
      await expect(
        host.register(ordersService, { payments, production: true } as OrdersServiceOptions).ready(),
      ).rejects.toThrow(/test-mode payment page/);
      await host.close();
    }
  });

  it(
    'with CARD_PAYMENTS=off offers invoice only and refuses card when chosen, completed or paid; there is no ' +
      'test page',
    async () => {
      const ctx = await cartReadyToComplete({
        payments: null,
      });
      const { app, cart, store } = ctx;
      expect((await app.inject({ method: 'GET', url: '/orders/payment-methods' })).json()).toEqual([
        { name: 'invoice', termDays: 30 },
      ]);

      const choose = await app.inject({
        method: 'PATCH',
        url: `/orders/set-payment-method/${cart.uuid}/card`,
        headers: { 'x-locale': 'en' },
      });
      expect([choose.statusCode, choose.json().issues]).toEqual([
        400,
        [{ field: 'method', reason: 'Card payment is not available. Please choose invoice.' }],
      ]);

      // A cart that chose card before the switch cannot be completed with it.
      const stored = (await store.findByUuid(cart.uuid))!;
      await store.replace({ ...stored, paymentmethod: { name: 'card' } });
      const completing = await ctx.complete('en');
      expect([completing.statusCode, completing.json().issues[0].field]).toEqual([400, 'paymentmethod']);
      expect((await store.findByUuid(cart.uuid))?.order_number).toBeNull();

      for (const url of [`/orders/test-payment/${cart.uuid}`, `/orders/test-payment/${cart.uuid}/approve`]) {
        const res = await app.inject({ method: url.endsWith('approve') ? 'POST' : 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      await app.close();
    },
  );

  it(
    'sends card payments to Stripe with the return address from PUBLIC_URL, whatever Host the request names; ' +
      'no test page',
    async () => {
      const stripe = await fakeStripe();
      const payments = new StripePaymentProvider('sk_test_x', PublicOrigins.of(['https://nordbau.example']), {
        apiBase: stripe.apiBase,
      });
      const ctx = await cartReadyToComplete({ payments });
      await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${ctx.cart.uuid}/card` });
      const completed = await ctx.app.inject({
        method: 'POST',
        url: '/orders/complete',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' },
        payload: { uuid: ctx.cart.uuid },
      });
      expect(completed.json().payment_url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
      expect(stripe.sessions.get('cs_test_1')?.form).toMatchObject({
        success_url: `https://nordbau.example/cart/${ctx.cart.uuid}?payment=return`,
        cancel_url: `https://nordbau.example/cart/${ctx.cart.uuid}?payment=return`,
      });
      expect((await ctx.app.inject({ method: 'GET', url: '/orders/test-payment/cs_test_1' })).statusCode).toBe(404);
      await ctx.app.close();
      await stripe.server.close();
    },
  );

  it('resumes an open Stripe session instead of opening another; starts a new one once it expired', async () => {
    const stripe = await fakeStripe();
    const payments = new StripePaymentProvider('sk_test_x', PublicOrigins.of(['https://nordbau.example']), {
      apiBase: stripe.apiBase,
    });
    const ctx = await cardOrder({ payments });
    expect((await payAgain(ctx)).json().payment.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    expect(stripe.sessions.size).toBe(1);

    stripe.sessions.get('cs_test_1')!.status = 'expired';
    const renewed = (await payAgain(ctx)).json();
    expect(renewed.payment).toMatchObject({
      id: 'cs_test_2',
      status: 'pending',
      attempts: [{ id: 'cs_test_1', status: 'declined' }],
    });

    Object.assign(stripe.sessions.get('cs_test_2')!, { status: 'complete', payment_status: 'paid' });
    expect((await backFromProvider(ctx)).json()).toMatchObject({
      order_status: 'paid',
      payment: { id: 'cs_test_2', status: 'paid' },
    });
    await ctx.app.close();
    await stripe.server.close();
  });
});
