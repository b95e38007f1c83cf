import type { PaymentMethod } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';

/**
 * The payment methods the shop offers. Card is offered only with a payment provider: with card
 * payments switched off (CARD_PAYMENTS=off) a cart can neither choose card nor be completed with it.
 */
export class PaymentMethods {
  constructor(readonly card: boolean) {}

  /** GET /orders/payment-methods: invoice is 30 days net, card is paid at once. */
  offered() {
    return [
      { name: 'invoice' as const, termDays: 30 },
      ...(this.card ? [{ name: 'card' as const, termDays: null }] : []),
    ];
  }

  /** Refuses a method the shop does not offer, naming the field it came in. */
  require(method: PaymentMethod, field = 'method'): void {
    if (method === 'card' && !this.card) {
      throw new HttpError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'payment.card_unavailable', [
        { field, reason: 'payment.card_unavailable' },
      ]);
    }
  }
}
