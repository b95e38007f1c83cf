import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PublicOrigins } from '@shop/service-kit';
import { z } from 'zod';
import {
  PaymentSignatureError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentStatus,
  type StartPayment,
} from '../payment-provider';

/** Stripe's default tolerance: an older signed call may be a replay of a captured one. */
export const signatureToleranceSeconds = 300;

const hmacHex = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

/**
 * A `Stripe-Signature` header for `rawBody` (Stripe's scheme; the test-mode provider signs its notifications so too).
 */
export function signWebhookPayload(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/**
 * Checks a `Stripe-Signature` header as Stripe documents it: `t=<unix seconds>,v1=<hex>[,v1=...]`,
 * v1 being HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's secret (several v1 while a secret
 * is being rolled), compared in constant time, `t` no further than the tolerance from now.
 */
export function verifyWebhookSignature(secret: string, rawBody: string, header: string | undefined, now: Date): void {
  if (!header) throw new PaymentSignatureError('no signature');
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new PaymentSignatureError('malformed signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds)
    throw new PaymentSignatureError('signature outside the tolerance');
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentSignatureError('signature does not match');
}

/** The part of a Checkout Session event the shop reads; anything else in it is ignored. */
const CheckoutSessionEventSchema = z.object({
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string(),
      payment_status: z.string().optional(),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  }),
});

/**
 * What each Checkout Session event means for the payment. `completed` with `unpaid` is a delayed
 * method (bank debit) still under way: its outcome comes as async_payment_succeeded / _failed.
 */
function statusOf(type: string, paymentStatus: string | undefined): PaymentStatus | null {
  switch (type) {
    case 'checkout.session.completed':
      return paymentStatus === 'paid' || paymentStatus === 'no_payment_required' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return 'declined';
    default:
      return null;
  }
}

/** Reads a verified Stripe-shaped event (Stripe's own, or the test-mode provider's). */
export function readCheckoutSessionEvent(rawBody: string): PaymentNotification | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const event = CheckoutSessionEventSchema.safeParse(json);
  if (!event.success) return null;
  const session = event.data.data.object;
  const status = statusOf(event.data.type, session.payment_status);
  const orderUuid = session.metadata?.order_uuid ?? session.client_reference_id;
  return status && orderUuid ? { paymentId: session.id, orderUuid, status } : null;
}

/**
 * Production card payments through Stripe Checkout (REST API, no SDK): a Checkout Session per
 * payment attempt, its `payment_status` asked when the buyer returns. STRIPE_SECRET_KEY selects it.
 * The buyer is sent back to the shop's configured public origin (PUBLIC_URL), never to an address
 * taken from a request header. Stripe's webhook (POST /orders/payment-webhook) is believed only
 * with a valid signature made with STRIPE_WEBHOOK_SECRET; without that secret every call is refused.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';

  constructor(
    private readonly secretKey: string,
    private readonly origins: PublicOrigins,
    private readonly options: { webhookSecret?: string; apiBase?: string } = {},
  ) {}

  private get webhookSecret() {
    return this.options.webhookSecret;
  }

  private get apiBase() {
    return this.options.apiBase ?? 'https://api.stripe.com/v1';
  }

  readNotification(rawBody: string, signature: string | undefined, now = new Date()): PaymentNotification | null {
    if (!this.webhookSecret) throw new PaymentSignatureError('no webhook secret configured');
    verifyWebhookSignature(this.webhookSecret, rawBody, signature, now);
    return readCheckoutSessionEvent(rawBody);
  }

  async start(payment: StartPayment) {
    const returnUrl = new URL(payment.returnUrl, this.origins.primary).toString();
    const form = new URLSearchParams({
      mode: 'payment',
      success_url: returnUrl,
      cancel_url: returnUrl,
      client_reference_id: payment.orderUuid,
      locale: payment.locale,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(payment.amountCents),
      'line_items[0][price_data][product_data][name]': payment.orderNumber,
      'metadata[order_uuid]': payment.orderUuid,
    });
    const session = await this.call<{ id: string; url: string }>('/checkout/sessions', { method: 'POST', body: form });
    return { id: session.id, url: session.url };
  }

  async status(paymentId: string): Promise<PaymentStatus> {
    const session = await this.call<{ payment_status: string; status: string }>(
      `/checkout/sessions/${encodeURIComponent(paymentId)}`,
      {
        method: 'GET',
      },
    );
    if (session.payment_status === 'paid') return 'paid';
    return session.status === 'expired' ? 'declined' : 'pending';
  }

  private async call<T>(path: string, init: { method: string; body?: URLSearchParams }): Promise<T> {
    const response = await fetch(`${this.apiBase}${path}`, {
      method: init.method,
      body: init.body,
      headers: { authorization: `Bearer ${this.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (!response.ok) throw new Error(`Stripe answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }
}
