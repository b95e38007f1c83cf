import type { Order } from '@shop/contracts';
import { idempotencyKey } from '@shop/service-kit';
import { placedOnCompletion } from '../shared/order-placed';
import { routeToSuppliers, type RoutingDeps } from '../fulfilment/route-purchase-orders';
import { orderOf, sendConfirmation } from '../checkout/send-order-confirmation';
import { sendSellerCopy, type SellerOrderMailDeps } from '../checkout/send-seller-order-mail';
import type { Subscriber } from './subscriber';

type LegacyDeps = SellerOrderMailDeps & RoutingDeps;
type Act = (deps: LegacyDeps, order: Order, key: string) => Promise<void>;

/**
 * For one release only (docs/decisions/2026-11-30-order-placed.md): the releases before
 * `order.placed` announced a placed order as `order.completed` (acted on unless the card rule
 * waits for the payment) or `order.paid`. Events of theirs still in the topics when this release
 * starts are acted on here, under the consumer groups that handled them then: the Kafka offsets,
 * the processed-event records and the mails' idempotency keys are theirs, so an event the earlier
 * release acted on is not acted on again. This release writes neither topic, and the earlier one
 * announced each order once (on completion, approval or payment), so an order is acted on here or
 * by the `order.placed` subscribers, never both.
 */
function legacy(
  event: 'order.completed' | 'order.paid',
  group: string,
  act: Act,
): Subscriber<typeof event, LegacyDeps> {
  return {
    event,
    group,
    async handle(received, deps) {
      const order = await orderOf(deps, received.payload.uuid);
      if (received.topic === 'order.completed' && !placedOnCompletion(order)) return;
      await act(deps, order, idempotencyKey(group, received));
    },
  };
}

const route: Act = (deps, order) => routeToSuppliers(deps, order.uuid);

export const legacySubscribers = [
  legacy('order.completed', 'orders-confirmation-mail', sendConfirmation),
  legacy('order.paid', 'orders-paid-confirmation-mail', sendConfirmation),
  legacy('order.completed', 'orders-seller-mail', sendSellerCopy),
  legacy('order.paid', 'orders-paid-seller-mail', sendSellerCopy),
  legacy('order.completed', 'orders-fulfilment-routing', route),
  legacy('order.paid', 'orders-paid-fulfilment-routing', route),
];
