import type { Order } from '@shop/contracts';
import type { OrderStore } from '../shared/order-store';
import { orderSections, type OrderSections } from '../shared/order-sections';

/**
 * What the cart writes of an order while it is a cart: its lines and what they are priced to, the
 * buyer's choices (delivery, references, comments, form, payment method) and owner; on a sent
 * order only `goto`, the cart its holder started from it. The cart also creates every order (a
 * cart, a shared basket, a quote's cart): `create`, for a new cart only.
 */
/** A cart's lines and what they are priced to; completion and a back-office line cancel write them too. */
export const pricedFields = [
  'items',
  'length',
  'total_price',
  'total_delivery_price',
  'total_discount',
  'total_vat_price',
  'total_price_with_vat',
  'breakdown',
] as const;

export const cartFields = [
  'user_id',
  ...pricedFields,
  'delivery_methodid',
  'isOwnFreightAllowed',
  'delivery',
  'delivery_window',
  'comment',
  'order_reference',
  'shipping_comment',
  'site_contact',
  'form',
  'locale',
  'personal_discounts',
  'paymentmethod',
  'vat_check',
  'goto',
] as const;

/** The cart's store port: a cart's changes (only the lines that changed are written) and new carts. */
export type CartRecords = OrderSections<(typeof cartFields)[number]>;

/** A new order is a cart: in state `created`, without a number (completion gives it one). */
const isNewCart = (order: Order) => order.order_status === 'created' && order.order_number === null;

export const cartRecords = (store: OrderStore): CartRecords =>
  orderSections(store, { module: 'cart', owns: cartFields, creates: isNewCart });
