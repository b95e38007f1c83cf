import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callPathOf, type EventEnvelope } from '@shop/contracts';
import { PublicOrigins } from '@shop/service-kit';
import { signWebhookPayload, StripePaymentProvider } from '../../src/checkout/adapters/stripe-payment-provider';
import { confirmationMail } from '../../src/checkout/send-order-confirmation';
import type { PaymentProvider } from '../../src/checkout/payment-provider';
import type { PdfRenderer } from '../../src/documents/pdf-renderer';
import { cartReadyToComplete } from '../checkout-fixture';
import { fakeStripe } from './fake-stripe';

// Each test starts a whole orders service; on two busy cores the first one also loads every module.
jest.setTimeout(30_000);

const webhookSecret = 'whsec_test_nordbau';

/** The mail's content is another test's concern (send-order-confirmation.test.ts): no Chromium here. */
const pdf: PdfRenderer = { render: async () => Buffer.from('%PDF-1.7 test'), close: async () => {} };

/** An orders service with the confirmation mail consumer on its bus, counting `order.placed` and the mails. */
async function shop(payments?: PaymentProvider) {
  const ctx = await cartReadyToComplete({ payments, pdfRenderer: pdf, subscribers: [confirmationMail] });
  const outbox = join(ctx.dir, 'outbox');
  const placedEvents: EventEnvelope<'order.placed'>[] = [];
  await ctx.bus.subscribe('test-placed-counter', 'order.placed', (event) => void placedEvents.push(event));
  const mails = async () => {
    await ctx.bus.drain();
    try {
      return readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8'));
    } catch {
      return [];
    }
  };
  const completeWith = async (method: 'card' | 'invoice') => {
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${ctx.cart.uuid}/${method}` });
    return (await ctx.complete('en')).json();
  };
  const announcedPlaced = async () => {
    await ctx.bus.drain();
    return placedEvents.length;
  };
  const stored = async () => (await ctx.store.findByUuid(ctx.cart.uuid))!;
  const backFromProvider = () =>
    ctx.app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${ctx.cart.uuid}?markPaid=true` });
  const payAgain = () =>
    ctx.app.inject({ method: 'POST', url: `/orders/pay/${ctx.cart.uuid}`, headers: { 'x-locale': 'en' } });
  return { ...ctx, announcedPlaced, mails, completeWith, stored, backFromProvider, payAgain };
}

/** A Stripe shop: the fake Checkout API, the provider with its webhook secret, a card order completed. */
async function stripeShop() {
  const stripe = await fakeStripe();
  const ctx = await shop(
    new StripePaymentProvider('sk_test_x', PublicOrigins.of(['https://nordbau.example']), {
      webhookSecret,
      apiBase: stripe.apiBase,
    }),
  );
  const completed = await ctx.completeWith('card');
  const close = async () => {
    await ctx.app.close();
    await stripe.server.close();
  };
  return { ...ctx, stripe, completed, close };
}

/** The event Stripe sends for a Checkout Session, as bytes. */
const sessionEvent = (type: string, sessionId: string, orderUuid: string, paymentStatus = 'paid') =>
  JSON.stringify({
    id: `evt_${sessionId}_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: paymentStatus,
        client_reference_id: orderUuid,
        metadata: { order_uuid: orderUuid },
      },
    },
  });

const nowSeconds = () => Math.floor(Date.now() / 1000);

type Shop = Awaited<ReturnType<typeof stripeShop>>;
const webhook = (ctx: Shop, body: string, signature: string | undefined) =>
  ctx.server.inject({
    method: 'POST',
    url: '/orders/payment-webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
const signedWebhook = (ctx: Shop, body: string) =>
  webhook(ctx, body, signWebhookPayload(webhookSecret, body, nowSeconds()));

/** Stripe's side of a payment that went through. */
const paidAtStripe = (ctx: Shop, sessionId = 'cs_test_1') =>
  Object.assign(ctx.stripe.sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid' });

describe('the payment webhook refuses what the provider did not sign', () => {
  const forgeries: [string, (body: string) => string | undefined][] = [
    ['no Stripe-Signature header', () => undefined],
    ['a signature made with another secret', (body) => signWebhookPayload('whsec_attacker', body, nowSeconds())],
    [
      'a valid signature six minutes old (a replayed capture)',
      (body) => signWebhookPayload(webhookSecret, body, nowSeconds() - 360),
    ],
    [
      'a valid signature from six minutes in the future',
      (body) => signWebhookPayload(webhookSecret, body, nowSeconds() + 360),
    ],
    [
      'the signature of another body',
      () => signWebhookPayload(webhookSecret, '{"type":"checkout.session.completed"}', nowSeconds()),
    ],
    [
      'a header without a timestamp',
      (body) => signWebhookPayload(webhookSecret, body, nowSeconds()).replace(/^t=\d+,/, ''),
    ],
    [
      'a v0 (test scheme) signature only',
      (body) => signWebhookPayload(webhookSecret, body, nowSeconds()).replace('v1=', 'v0='),
    ],
    ['a truncated signature', (body) => signWebhookPayload(webhookSecret, body, nowSeconds()).slice(0, -2)],
  ];

  it.each(forgeries)('refuses %s with 400, and the order stays unpaid with no mail', async (_name, sign) => {
    const ctx = await stripeShop();
    paidAtStripe(ctx);
    const body = sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid);
    const res = await webhook(ctx, body, sign(body));
    expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_SIGNATURE']);
    expect((await ctx.stored()).order_status).toBe('confirmed');
    expect((await ctx.stored()).payment?.status).toBe('pending');
    expect(await ctx.announcedPlaced()).toBe(0);
    expect(await ctx.mails()).toHaveLength(0);
    await ctx.close();
  });

  it('refuses every call when no webhook secret is configured, however it is signed', async () => {
    const stripe = await fakeStripe();
    const ctx = await shop(
      new StripePaymentProvider('sk_test_x', PublicOrigins.of(['https://nordbau.example']), {
        apiBase: stripe.apiBase,
      }),
    );
    await ctx.completeWith('card');
    const body = sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid);
    for (const secret of ['', webhookSecret]) {
      const res = await ctx.server.inject({
        method: 'POST',
        url: '/orders/payment-webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(secret, body, nowSeconds()),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await ctx.stored()).order_status).toBe('confirmed');
    await ctx.app.close();
    await stripe.server.close();
  });

  it(
    'refuses an unsigned notification to the test-mode provider too: the embedded shop cannot be marked paid ' +
      'by a forged call',
    async () => {
      const ctx = await shop();
      const completed = await ctx.completeWith('card');
      const paymentId = completed.payment_url.split('/').pop();
      const res = await ctx.server.inject({
        method: 'POST',
        url: '/orders/payment-webhook',
        headers: { 'content-type': 'application/json' },
        payload: sessionEvent('checkout.session.completed', paymentId, ctx.cart.uuid),
      });
      expect(res.statusCode).toBe(400);
      expect((await ctx.stored()).order_status).toBe('confirmed');
      await ctx.app.close();
    },
  );
});

describe('webhook and return page lead to one state change', () => {
  it('webhook first, then the return page: paid once, announced once, one mail', async () => {
    const ctx = await stripeShop();
    paidAtStripe(ctx);
    const res = await signedWebhook(ctx, sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid));
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    expect((await ctx.stored()).order_status).toBe('paid');

    const back = await ctx.backFromProvider();
    expect(back.json()).toMatchObject({ order_status: 'paid', payment: { id: 'cs_test_1', status: 'paid' } });
    // Stripe retries a webhook it thinks failed: the retry finds it done too.
    expect(
      (await signedWebhook(ctx, sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid))).statusCode,
    ).toBe(200);
    expect(await ctx.announcedPlaced()).toBe(1);
    const mails = await ctx.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/We have received your card payment/);
    await ctx.close();
  });

  it('return page first, then the webhook: paid once, announced once, one mail', async () => {
    const ctx = await stripeShop();
    paidAtStripe(ctx);
    expect((await ctx.backFromProvider()).json()).toMatchObject({ order_status: 'paid' });
    const res = await signedWebhook(ctx, sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid));
    expect(res.statusCode).toBe(200);
    expect((await ctx.stored()).order_status).toBe('paid');
    expect(await ctx.announcedPlaced()).toBe(1);
    expect(await ctx.mails()).toHaveLength(1);
    await ctx.close();
  });

  it('webhook and return page at the same moment: still one state change and one mail', async () => {
    const ctx = await stripeShop();
    paidAtStripe(ctx);
    const body = sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid);
    const [hook, back] = await Promise.all([signedWebhook(ctx, body), ctx.backFromProvider()]);
    expect([hook.statusCode, back.json().order_status]).toEqual([200, 'paid']);
    expect(await ctx.announcedPlaced()).toBe(1);
    expect(await ctx.mails()).toHaveLength(1);
    await ctx.close();
  });

  it(
    'a delayed payment method (completed but unpaid) leaves the order awaiting payment until Stripe says it ' +
      'succeeded',
    async () => {
      const ctx = await stripeShop();
      await signedWebhook(ctx, sessionEvent('checkout.session.completed', 'cs_test_1', ctx.cart.uuid, 'unpaid'));
      expect((await ctx.stored()).order_status).toBe('confirmed');
      await signedWebhook(ctx, sessionEvent('checkout.session.async_payment_succeeded', 'cs_test_1', ctx.cart.uuid));
      expect((await ctx.stored()).order_status).toBe('paid');
      expect(await ctx.mails()).toHaveLength(1);
      await ctx.close();
    },
  );

  it('a notification about a session the order does not have, or another order, changes nothing', async () => {
    const ctx = await stripeShop();
    const other = '3f1e5a52-8a5b-4c1e-9f0e-1d2c3b4a5f60';
    for (const body of [
      sessionEvent('checkout.session.completed', 'cs_live_other', ctx.cart.uuid),
      sessionEvent('checkout.session.completed', 'cs_test_1', other),
    ]) {
      expect((await signedWebhook(ctx, body)).statusCode).toBe(200);
    }
    expect((await ctx.stored()).order_status).toBe('confirmed');
    expect(await ctx.announcedPlaced()).toBe(0);
    await ctx.close();
  });
});

describe('payment failed and paying again', () => {
  it(
    'an abandoned Stripe payment (session expired) leaves the order payment_failed for the buyer to see; ' +
      'paying again then pays it',
    async () => {
      const ctx = await stripeShop();
      ctx.stripe.sessions.get('cs_test_1')!.status = 'expired';
      await signedWebhook(ctx, sessionEvent('checkout.session.expired', 'cs_test_1', ctx.cart.uuid, 'unpaid'));
      const seen = await ctx.app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${ctx.cart.uuid}` });
      expect(seen.json()).toMatchObject({
        order_status: 'payment_failed',
        payment: { id: 'cs_test_1', status: 'declined' },
      });

      const again = await ctx.payAgain();
      expect(again.json()).toMatchObject({
        order_status: 'confirmed',
        payment: { id: 'cs_test_2', status: 'pending', attempts: [{ id: 'cs_test_1' }] },
      });
      paidAtStripe(ctx, 'cs_test_2');
      await signedWebhook(ctx, sessionEvent('checkout.session.completed', 'cs_test_2', ctx.cart.uuid));
      expect((await ctx.stored()).order_status).toBe('paid');
      expect(await ctx.mails()).toHaveLength(1);
      await ctx.close();
    },
  );

  it(
    'declined on the test-mode page: payment_failed through the signed notification, then pay again and ' +
      'approve: paid, one mail',
    async () => {
      const ctx = await shop();
      const completed = await ctx.completeWith('card');
      const decide = (url: string, decision: 'approve' | 'decline') =>
        ctx.app.inject({
          method: 'POST',
          // The service alone: the page's public address without the gateway's /api.
          url: `${callPathOf(url) ?? url}/${decision}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });

      await decide(completed.payment_url, 'decline');
      expect((await ctx.stored()).order_status).toBe('payment_failed');
      expect(await ctx.mails()).toHaveLength(0);

      const again = (await ctx.payAgain()).json();
      expect(again.order_status).toBe('confirmed');
      await decide(again.payment.url, 'approve');
      expect((await ctx.stored()).order_status).toBe('paid');
      expect((await ctx.backFromProvider()).json()).toMatchObject({
        order_status: 'paid',
        payment: { status: 'paid', url: again.payment.url },
      });
      expect(await ctx.announcedPlaced()).toBe(1);
      expect(await ctx.mails()).toHaveLength(1);
      await ctx.app.close();
    },
  );

  it('money the provider reports for an attempt already given up as failed still pays the order, once', async () => {
    const ctx = await stripeShop();
    ctx.stripe.sessions.get('cs_test_1')!.status = 'expired';
    await signedWebhook(
      ctx,
      sessionEvent('checkout.session.async_payment_failed', 'cs_test_1', ctx.cart.uuid, 'unpaid'),
    );
    expect((await ctx.stored()).order_status).toBe('payment_failed');
    await ctx.payAgain();
    // The first attempt's bank debit went through after all; Stripe reports it.
    await signedWebhook(ctx, sessionEvent('checkout.session.async_payment_succeeded', 'cs_test_1', ctx.cart.uuid));
    expect((await ctx.stored()).payment).toMatchObject({
      id: 'cs_test_1',
      status: 'paid',
      attempts: [{ id: 'cs_test_2', status: 'pending' }],
    });
    expect((await ctx.stored()).order_status).toBe('paid');
    expect(await ctx.announcedPlaced()).toBe(1);
    await ctx.close();
  });
});

describe('when the buyer is mailed the confirmation', () => {
  it('an invoice order: when it is completed (confirmed)', async () => {
    const ctx = await shop();
    const completed = await ctx.completeWith('invoice');
    expect(completed.order_status).toBe('confirmed');
    const mails = await ctx.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: anna\.virtanen@rakennus-oy\.fi, ostot@rakennus-oy\.fi$/m);
    expect(mails[0]).toContain('Subject: Order confirmation NB-100001');
    await ctx.app.close();
  });

  it('a card order: not when it is completed, only once it is paid', async () => {
    const ctx = await stripeShop();
    expect(ctx.completed.order_status).toBe('confirmed');
    expect(await ctx.mails()).toHaveLength(0);
    paidAtStripe(ctx);
    await ctx.backFromProvider();
    const mails = await ctx.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Order confirmation NB-100001');
    expect(mails[0]).toMatch(/^To: anna\.virtanen@rakennus-oy\.fi, ostot@rakennus-oy\.fi$/m);
    await ctx.close();
  });
});
