import type { Locale, Order, PaymentAttempt } from '@shop/contracts';
import { HttpError, type EventBus } from '@shop/service-kit';
import type { PaymentNotification, PaymentProvider } from './payment-provider';
import { canTransition, transition } from '../shared/order-status';
import { placedEvent } from '../shared/order-placed';
import type { CheckoutRecords } from './checkout-records';

const notPayable = () => new HttpError(409, 'NOT_PAYABLE', 'payment.not_card_order');
const alreadyPaid = () => new HttpError(409, 'ALREADY_PAID', 'payment.already_paid');

export interface CardPaymentDeps {
  /** Checkout's port within the cart's exclusive change (CartService.exclusive), which read the order. */
  records: CheckoutRecords;
  payments: PaymentProvider;
  bus: EventBus;
}

/** Every attempt of the order, oldest first; the last is the current one. */
function attemptsOf(order: Order): PaymentAttempt[] {
  if (!order.payment) return [];
  const { attempts = [], ...current } = order.payment;
  return [...attempts, current];
}

/** The order with these attempts, the last one current. */
function withAttempts(order: Order, all: PaymentAttempt[]): Order {
  const current = all[all.length - 1]!;
  const earlier = all.slice(0, -1);
  return { ...order, payment: earlier.length > 0 ? { ...current, attempts: earlier } : current };
}

const changed = (before: Order, after: Order) =>
  JSON.stringify(before.payment) !== JSON.stringify(after.payment) || before.order_status !== after.order_status;

/**
 * The one place where what the provider said about the attempts changes the order's state. An
 * attempt that was paid makes the order paid, whichever attempt it was: it becomes the current one,
 * so the buyer and the shop see the payment that went through; the order is placed then
 * (`order.placed`, one id per order, so two writers finding the payment place it once), and only
 * then. A current attempt declined or expired leaves the order `payment_failed`, visible on the
 * cart page with pay again. Whoever comes second finds nothing left to change.
 */
async function record(deps: CardPaymentDeps, before: Order, attempts: PaymentAttempt[]): Promise<Order> {
  if (attempts.length === 0) return before;
  const paid = attempts.find((a) => a.status === 'paid');
  let order = withAttempts(before, paid ? [...attempts.filter((a) => a !== paid), paid] : attempts);
  if (paid && canTransition(order, 'payment_succeeded')) order = transition(order, 'payment_succeeded');
  else if (!paid && order.payment?.status === 'declined' && canTransition(order, 'payment_failed'))
    order = transition(order, 'payment_failed');
  if (!changed(before, order)) return before;
  return deps.records.write(
    before,
    deps.records.sectionOf(before, order),
    order.order_status === 'paid' && before.order_status !== 'paid' ? [placedEvent(order)] : [],
  );
}

/**
 * Asks the provider (never the browser) how each attempt still open stands. Attempts of another
 * provider (the shop changed provider since) cannot be asked and stay as they were.
 */
async function settle(deps: CardPaymentDeps, order: Order): Promise<Order> {
  const asked = await Promise.all(
    attemptsOf(order).map(async (attempt) =>
      attempt.status === 'pending' && attempt.provider === deps.payments.kind
        ? { ...attempt, status: await deps.payments.status(attempt.id) }
        : attempt,
    ),
  );
  return record(deps, order, asked);
}

/** Where the provider sends the buyer back: the cart page, which then confirms the payment. */
export const paymentReturnPath = (uuid: string) => `/cart/${uuid}?payment=return`;

const awaitingPayment = (order: Order) => order.order_status === 'confirmed' || order.order_status === 'payment_failed';

/**
 * Starts the card payment of a completed, unpaid order, or resumes the one under way: while the
 * provider says the current attempt is still open, the buyer is sent back to it (a second attempt
 * would let them pay twice). A new attempt starts only after the last was declined or expired; the
 * earlier ones stay on the order, and a payment-failed order awaits payment again. An order already
 * paid is refused.
 */
export async function startCardPayment(deps: CardPaymentDeps, order: Order, locale: Locale): Promise<Order> {
  if (order.paymentmethod?.name !== 'card' || !order.order_number) throw notPayable();
  if (order.order_status === 'paid') throw alreadyPaid();
  if (!awaitingPayment(order)) throw notPayable();
  const settled = await settle(deps, order);
  if (settled.order_status === 'paid') throw alreadyPaid();
  if (settled.payment?.status === 'pending' && settled.payment.provider === deps.payments.kind) return settled;
  const renewed = await withNewAttempt(deps.payments, settled, locale);
  const updated = settled.order_status === 'payment_failed' ? transition(renewed, 'payment_restarted') : renewed;
  return deps.records.write(order, deps.records.sectionOf(order, updated));
}

/**
 * The order with a new payment started with the provider as its current attempt, not yet stored:
 * completion stores it with the completed order in one write (complete-order.ts).
 */
export async function withNewAttempt(payments: PaymentProvider, order: Order, locale: Locale): Promise<Order> {
  const started = await payments.start({
    orderUuid: order.uuid,
    orderNumber: order.order_number!,
    amountCents: order.total_price_with_vat,
    locale,
    returnUrl: paymentReturnPath(order.uuid),
  });
  const attempt: PaymentAttempt = { provider: payments.kind, id: started.id, status: 'pending', url: started.url };
  return withAttempts(order, [...attemptsOf(order), attempt]);
}

/**
 * The buyer is back from the provider: ask the provider how the order's open attempts stand, and
 * record the outcome (unless the webhook did already).
 */
export async function confirmCardPayment(deps: CardPaymentDeps, order: Order): Promise<Order> {
  if (!order.payment || !awaitingPayment(order)) return order;
  return settle(deps, order);
}

/**
 * The provider's signed notification about one attempt: recorded like the provider's answer on
 * the return page (unless that came first). A notification never undoes a payment; money that
 * moved is recorded even on an attempt given up as failed (a delayed debit that went through). One
 * about an attempt the order does not have (another order's, another provider's) changes nothing.
 */
export async function applyPaymentNotification(
  deps: CardPaymentDeps,
  order: Order,
  notification: PaymentNotification,
): Promise<Order> {
  if (!order.payment || !awaitingPayment(order)) return order;
  const isNotified = (a: PaymentAttempt) => a.id === notification.paymentId && a.provider === deps.payments.kind;
  const changes = (a: PaymentAttempt) =>
    a.status === 'pending' || (a.status === 'declined' && notification.status === 'paid');
  const attempts = attemptsOf(order);
  if (!attempts.some((a) => isNotified(a) && changes(a))) return order;
  return record(
    deps,
    order,
    attempts.map((a) => (isNotified(a) && changes(a) ? { ...a, status: notification.status } : a)),
  );
}
