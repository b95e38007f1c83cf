import type { CardPayments } from '../../config';
import type { PaymentProvider } from '../payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';
import { TestModePaymentProvider } from './test-mode-payment-provider';

/** The card payment provider the configuration chose; null when card payments are off (invoice only). */
export function paymentProviderOf(payments: CardPayments): PaymentProvider | null {
  switch (payments.provider) {
    case 'off':
      return null;
    case 'test-mode':
      return new TestModePaymentProvider();
    case 'stripe':
      return new StripePaymentProvider(payments.secretKey, payments.origins, { webhookSecret: payments.webhookSecret });
  }
}
