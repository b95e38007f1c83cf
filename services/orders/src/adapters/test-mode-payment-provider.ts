import { randomUUID } from 'node:crypto';
import type { PaymentProvider, PaymentStatus, StartPayment } from '../ports/payment-provider';

interface TestPayment extends StartPayment {
  status: PaymentStatus;
}

/**
 * The embedded provider: a local payment page (/orders/test-payment/{id}) where the buyer
 * approves or declines, driving the same return and confirmation flow as a real provider.
 * Payments live in memory: a restart forgets pending test payments, and the buyer starts again.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly kind = 'test-mode';
  private readonly payments = new Map<string, TestPayment>();

  async start(payment: StartPayment) {
    const id = randomUUID();
    this.payments.set(id, { ...payment, status: 'pending' });
    return { id, url: `/orders/test-payment/${id}` };
  }

  async status(paymentId: string): Promise<PaymentStatus> {
    return this.payments.get(paymentId)?.status ?? 'declined';
  }

  find(paymentId: string): TestPayment | undefined {
    return this.payments.get(paymentId);
  }

  /** The buyer's answer on the test page; only a pending payment can change. */
  decide(paymentId: string, approve: boolean): TestPayment | undefined {
    const payment = this.payments.get(paymentId);
    if (payment?.status === 'pending') payment.status = approve ? 'paid' : 'declined';
    return payment;
  }
}
