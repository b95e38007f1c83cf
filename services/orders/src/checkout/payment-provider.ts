import type { Locale } from '@shop/contracts';

/** `pending`: the buyer may still pay it; `declined` also covers expired and cancelled payments. */
export type PaymentStatus = 'pending' | 'paid' | 'declined';

export interface StartPayment {
  orderUuid: string;
  orderNumber: string;
  amountCents: number;
  locale: Locale;
  /** Where the provider sends the buyer back (the shop's cart page, which then confirms the payment). */
  returnUrl: string;
}

/** What a verified notification from the provider says about one payment. */
export interface PaymentNotification {
  paymentId: string;
  orderUuid: string;
  status: PaymentStatus;
}

/** The notification's signature is missing, malformed, wrong or too old: nothing in it may be believed. */
export class PaymentSignatureError extends Error {
  constructor(reason: string) {
    super(`payment notification refused: ${reason}`);
    this.name = 'PaymentSignatureError';
  }
}

/**
 * Card payments. The order is never marked paid from what the browser says: the shop asks the
 * provider for the payment's status when the buyer comes back, and before starting another
 * payment for the same order (one open payment per order: checkout/card-payment.ts), or
 * believes the provider's own signed notification (its webhook).
 */
export interface PaymentProvider {
  readonly kind: string;
  start(payment: StartPayment): Promise<{ id: string; url: string }>;
  status(paymentId: string): Promise<PaymentStatus>;
  /**
   * Verifies a webhook call (its exact body bytes and signature header) and reads it. Throws
   * PaymentSignatureError when it is not the provider's; null for a genuine notification about
   * something the shop does not act on (another event type, a payment of no order of ours).
   */
  readNotification(rawBody: string, signature: string | undefined, now?: Date): PaymentNotification | null;
}
