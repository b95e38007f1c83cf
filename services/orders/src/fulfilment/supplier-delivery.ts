import type { Order, SupplierDelivery } from '@shop/contracts';
import { methodType } from '../cart/reprice';

const textOf = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

/**
 * What a supplier needs to deliver: the address the goods go to (the separate delivery address when
 * the buyer gave one), a phone for the carrier, the booked window, the work-site contact, the
 * driver's instructions and the buyer's own carrier. Not the buyer's e-mail, VAT id or billing
 * address when the goods go elsewhere, and no prices.
 */
export function supplierDelivery(order: Order): SupplierDelivery {
  const form = (order.form ?? {}) as Record<string, unknown>;
  const separate = form.isSeparateShipping === true && typeof form.shipping === 'object' && form.shipping !== null;
  const shipping = separate ? (form.shipping as Record<string, unknown>) : null;
  const type = order.delivery?.type ?? methodType(order.delivery_methodid);
  return {
    method: type,
    company: textOf(form, 'company'),
    name: shipping ? textOf(shipping, 'name') : textOf(form, 'name'),
    street: shipping
      ? textOf(shipping, 'streetAddress')
      : [textOf(form, 'streetAddress'), textOf(form, 'addressAdditionalLine')].filter(Boolean).join(', '),
    post_code: textOf(shipping ?? form, 'postCode'),
    city: textOf(shipping ?? form, 'city'),
    country: textOf(shipping ?? form, 'country'),
    phone: order.site_contact?.phone ?? textOf(form, 'phone'),
    window: type === 'timecap' ? (order.delivery_window ?? null) : null,
    site_contact: order.site_contact ?? null,
    instructions: order.shipping_comment?.trim() ?? '',
    own_freight: type === 'own_freight' ? (order.delivery?.own_freight ?? null) : null,
  };
}

/**
 * The buyer's purchase-order number for the documents: as completion fixed it, else (an order from
 * before, an offer) the order reference or the form's.
 */
export const buyerReference = (order: Order): string =>
  order.billing?.purchase_order ??
  (order.order_reference || textOf((order.form ?? {}) as Record<string, unknown>, 'customer_reference'));

/** The buyer's cost centre for the documents: as completion fixed it, else the form's. */
export const buyerCostCenter = (order: Order): string =>
  order.billing
    ? (order.billing.cost_center ?? '')
    : textOf((order.form ?? {}) as Record<string, unknown>, 'cost_center');
