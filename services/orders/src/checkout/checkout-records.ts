import type { OrderStore } from '../shared/order-store';
import { orderSections, type OrderSections } from '../shared/order-sections';
import { pricedFields } from '../cart/cart-records';

/**
 * What checkout writes of an order: completion (number, date, payment method, billing, company,
 * the approvals it waits for, the completing browser's confirmation in `access`), the card
 * payment and the order's state. Completion is one write with the cart as it reprices it then
 * (complete-order.ts: today's prices, the form and VAT check as completed), so it also writes the
 * cart's priced fields: its lines, totals, breakdown, delivery and own-freight flag.
 */
export const checkoutFields = [
  'id',
  'order_number',
  'completed_at',
  'paymentmethod',
  'locale',
  'billing',
  'company',
  'approval',
  'credit_approval',
  'access',
  'payment',
  'order_status',
  'isProcessed',
  // The cart as repriced at completion:
  'form',
  'vat_check',
  ...pricedFields,
  'delivery',
  'isOwnFreightAllowed',
] as const;

/** Checkout's store port: completion and card payments, each with its events in the same write. */
export type CheckoutRecords = OrderSections<(typeof checkoutFields)[number]>;

export const checkoutRecords = (store: OrderStore): CheckoutRecords =>
  orderSections(store, { module: 'checkout', owns: checkoutFields });
