import type { Locale } from '@shop/contracts';

export type PaymentStatus = 'pending' | 'paid' | 'declined';

export interface StartPayment {
  orderUuid: string;
  orderNumber: string;
  amountCents: number;
  locale: Locale;
  /** Where the provider sends the buyer back (the shop's cart page, which then confirms the payment). */
  returnUrl: string;
}

/**
 * Card payments. The order is never marked paid from what the browser says: the shop asks the
 * provider for the payment's status when the buyer comes back.
 */
export interface PaymentProvider {
  readonly kind: string;
  start(payment: StartPayment): Promise<{ id: string; url: string }>;
  status(paymentId: string): Promise<PaymentStatus>;
}
