import { deliveryDateIssue, OrderFormSchema, PaymentMethodSchema, type Order } from '@shop/contracts';
import { checkoutSteps, type CheckoutStep } from '../../stores/checkout-step';

/** The saved delivery can be sent as it is: its method serves the cart, with what that method needs. */
function deliveryReady(cart: Order, today: string): boolean {
  const delivery = cart.delivery;
  if (!delivery || delivery.problem) return false;
  if (delivery.type === 'own_freight') return Boolean(delivery.own_freight);
  if (delivery.type === 'timecap') {
    const window = cart.delivery_window;
    return Boolean(window) && deliveryDateIssue(window!.date, today) === null;
  }
  return true;
}

/**
 * The furthest step this cart can be on, from what the server has saved: payment once the order
 * form is complete and the delivery can be sent, the summary once a payment method is chosen too.
 */
export function furthestStep(cart: Order, today: string): CheckoutStep {
  if (cart.items.length === 0) return 'cart';
  if (!OrderFormSchema.safeParse(cart.form ?? {}).success || !deliveryReady(cart, today)) return 'order';
  if (!PaymentMethodSchema.safeParse(cart.paymentmethod?.name).success) return 'pay';
  return 'summary';
}

export const stepIndex = (step: CheckoutStep) => checkoutSteps.indexOf(step);

/** The step an address asks for: ?step=order|pay|summary, the cart without one (or with any other). */
export function stepInAddress(params: URLSearchParams): CheckoutStep {
  const asked = params.get('step');
  return checkoutSteps.find((step) => step === asked && step !== 'cart') ?? 'cart';
}

/** The address's query for a step: the cart step is the cart's plain address. */
export function withStep(params: URLSearchParams, step: CheckoutStep): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step === 'cart') next.delete('step');
  else next.set('step', step);
  return next;
}
