import { HttpError } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestModePaymentProvider } from './adapters/test-mode-payment-provider';
import type { CartService } from '../cart/cart-service';
import { applyPaymentNotification, type CardPaymentDeps } from './card-payment';
import { PaymentSignatureError } from './payment-provider';

/** Stripe's Checkout Session events are a few KB; the orders routes' 16 KB default could cut a large one. */
const webhookBodyLimit = 256 * 1024;

const refused = () => new HttpError(400, 'BAD_SIGNATURE', 'payment.webhook_refused');

/**
 * Verifies a notification against the provider's signature and records it under the order's lock,
 * the same state change the return page makes (whichever comes second finds it done).
 */
async function receive(
  deps: CardPaymentDeps,
  carts: CartService,
  rawBody: string,
  signature: string | undefined,
  log: FastifyBaseLogger,
) {
  let notification;
  try {
    notification = deps.payments.readNotification(rawBody, signature);
  } catch (error) {
    if (!(error instanceof PaymentSignatureError)) throw error;
    log.warn({ reason: error.message }, 'payment webhook refused');
    throw refused();
  }
  // A genuine event the shop does not act on is acknowledged, or the provider would keep retrying it.
  if (!notification) return;
  await carts.exclusive(notification.orderUuid, async (store) => {
    const order = await store.findByUuid(notification.orderUuid);
    if (order?.order_number)
      await applyPaymentNotification({ ...deps, records: deps.records.within(store) }, order, notification);
  });
}

/**
 * POST /orders/payment-webhook: the payment provider tells the shop how a payment ended (Stripe:
 * checkout.session.completed / expired / async_payment_*). Anyone can reach it, so nothing is
 * believed without the provider's signature over the exact bytes received (Stripe-Signature with
 * STRIPE_WEBHOOK_SECRET, five minutes' tolerance); a call without one is refused with 400 and
 * changes nothing. The test-mode provider's decisions arrive through the same check.
 */
export const paymentWebhookRoute: FastifyPluginAsyncZod<{ deps: CardPaymentDeps; carts: CartService }> = async (
  app,
  { deps, carts },
) => {
  // The signature covers the body's bytes as sent: it is checked on the text, parsed only after.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: webhookBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/orders/payment-webhook',
    {
      bodyLimit: webhookBodyLimit,
      schema: {
        headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
        body: z.string(),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      await receive(deps, carts, request.body, request.headers['stripe-signature'], request.log);
      return { received: true };
    },
  );

  if (deps.payments instanceof TestModePaymentProvider) {
    deps.payments.notifyTo(async (rawBody, signature) => {
      // As with a real provider, a webhook that fails does not stop the buyer's return; the
      // attempt stays pending, and paying again resumes it on its page.
      await receive(deps, carts, rawBody, signature, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'test-mode payment notification failed'),
      );
    });
  }
};
