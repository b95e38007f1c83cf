import { randomBytes, randomUUID } from 'node:crypto';
import { apiPath } from '@shop/contracts';
import type { PaymentNotification, PaymentProvider, PaymentStatus, StartPayment } from '../payment-provider';
import { readCheckoutSessionEvent, signWebhookPayload, verifyWebhookSignature } from './stripe-payment-provider';

/** Hands a signed notification to the shop's webhook, as the provider's servers would. */
export type NotificationSender = (rawBody: string, signature: string) => Promise<void>;

/**
 * The embedded provider: a local payment page (/api/orders/test-payment/{order uuid}/{id}) where
 * the buyer approves or declines, driving the same return and confirmation flow as a real
 * provider, and the same webhook: each decision is sent to it as a Stripe-shaped event signed with
 * Stripe's scheme (a secret of this process's own), before the buyer is sent back.
 * It keeps nothing itself: a test payment is the order's payment attempt, in the order store, so
 * every replica of the service finds it (the page, the decision and the return may each reach
 * another replica) and a restart forgets none. A decision reaches the attempt through the webhook
 * of the replica that took it; until then the attempt is, and `status` answers, pending.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly kind = 'test-mode';
  private readonly webhookSecret = randomBytes(32).toString('hex');
  private sender: NotificationSender | null = null;

  async start(payment: StartPayment) {
    // The buyer's browser opens it: its public address, under /api at the gateway.
    const id = randomUUID();
    return { id, url: apiPath(`/orders/test-payment/${payment.orderUuid}/${id}`) };
  }

  async status(): Promise<PaymentStatus> {
    return 'pending';
  }

  readNotification(rawBody: string, signature: string | undefined, now = new Date()): PaymentNotification | null {
    verifyWebhookSignature(this.webhookSecret, rawBody, signature, now);
    return readCheckoutSessionEvent(rawBody);
  }

  /** Where decisions are notified (the orders service's own webhook route). */
  notifyTo(sender: NotificationSender): void {
    this.sender = sender;
  }

  /**
   * The buyer's answer on the test page about a pending attempt of this order: notified (signed) to
   * the webhook, which records it on the order, as Stripe's would.
   */
  async decide(orderUuid: string, paymentId: string, approve: boolean): Promise<void> {
    await this.sender?.(...this.signed(orderUuid, paymentId, approve));
  }

  /** The event Stripe would send: a completed, paid session, or one that expired unpaid. */
  signed(orderUuid: string, paymentId: string, paid: boolean, now = new Date()): [rawBody: string, signature: string] {
    const rawBody = JSON.stringify({
      id: `evt_test_${randomUUID()}`,
      type: paid ? 'checkout.session.completed' : 'checkout.session.expired',
      data: {
        object: {
          id: paymentId,
          payment_status: paid ? 'paid' : 'unpaid',
          client_reference_id: orderUuid,
          metadata: { order_uuid: orderUuid },
        },
      },
    });
    return [rawBody, signWebhookPayload(this.webhookSecret, rawBody, Math.floor(now.getTime() / 1000))];
  }
}
