import type { PaymentProvider, PaymentStatus, StartPayment } from '../ports/payment-provider';

/**
 * Production card payments through Stripe Checkout (REST API, no SDK): a Checkout Session per
 * order, its `payment_status` asked when the buyer returns. STRIPE_SECRET_KEY selects it.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';

  constructor(
    private readonly secretKey: string,
    private readonly publicUrl: string,
    private readonly apiBase = 'https://api.stripe.com/v1',
  ) {}

  async start(payment: StartPayment) {
    const returnUrl = new URL(payment.returnUrl, this.publicUrl).toString();
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
    const session = await this.call<{ payment_status: string; status: string }>(`/checkout/sessions/${encodeURIComponent(paymentId)}`, {
      method: 'GET',
    });
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
