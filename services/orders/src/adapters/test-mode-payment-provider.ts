import { randomBytes, randomUUID } from 'node:crypto';
import { apiPath } from '@shop/contracts';
import type { PaymentNotification, PaymentProvider, PaymentStatus, StartPayment } from '../ports/payment-provider';
import { readCheckoutSessionEvent, signWebhookPayload, verifyWebhookSignature } from './stripe-payment-provider';

interface TestPayment extends StartPayment {
  status: PaymentStatus;
}

/** Hands a signed notification to the shop's webhook, as the provider's servers would. */
export type NotificationSender = (rawBody: string, signature: string) => Promise<void>;

/**
 * The embedded provider: a local payment page (/api/orders/test-payment/{id}) where the buyer
 * approves or declines, driving the same return and confirmation flow as a real provider, and
 * the same webhook: each decision is sent to it as a Stripe-shaped event signed with Stripe's
 * scheme (a secret of this process's own), before the buyer is sent back.
 * Payments live in memory: a restart forgets pending test payments, and the buyer starts again.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly kind = 'test-mode';
  private readonly payments = new Map<string, TestPayment>();
  private readonly webhookSecret = randomBytes(32).toString('hex');
  private sender: NotificationSender | null = null;

  async start(payment: StartPayment) {
    const id = randomUUID();
    this.payments.set(id, { ...payment, status: 'pending' });
    // The buyer's browser opens it: its public address, under /api at the gateway.
    return { id, url: apiPath(`/orders/test-payment/${id}`) };
  }

  async status(paymentId: string): Promise<PaymentStatus> {
    return this.payments.get(paymentId)?.status ?? 'declined';
  }

  readNotification(rawBody: string, signature: string | undefined, now = new Date()): PaymentNotification | null {
    verifyWebhookSignature(this.webhookSecret, rawBody, signature, now);
    return readCheckoutSessionEvent(rawBody);
  }

  /** Where decisions are notified (the orders service's own webhook route). */
  notifyTo(sender: NotificationSender): void {
    this.sender = sender;
  }

  find(paymentId: string): TestPayment | undefined {
    return this.payments.get(paymentId);
  }

  /** The buyer's answer on the test page; only a pending payment can change, and only a change is notified. */
  async decide(paymentId: string, approve: boolean): Promise<TestPayment | undefined> {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'pending') return payment;
    payment.status = approve ? 'paid' : 'declined';
    await this.sender?.(...this.signed(paymentId, payment));
    return payment;
  }

  /** The event Stripe would send: a completed, paid session, or one that expired unpaid. */
  signed(paymentId: string, payment: TestPayment, now = new Date()): [rawBody: string, signature: string] {
    const rawBody = JSON.stringify({
      id: `evt_test_${randomUUID()}`,
      type: payment.status === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired',
      data: {
        object: {
          id: paymentId,
          payment_status: payment.status === 'paid' ? 'paid' : 'unpaid',
          client_reference_id: payment.orderUuid,
          metadata: { order_uuid: payment.orderUuid },
        },
      },
    });
    return [rawBody, signWebhookPayload(this.webhookSecret, rawBody, Math.floor(now.getTime() / 1000))];
  }
}
