import {
  defaultCompanyBilling,
  type CompanyBilling,
  type CompanyMembership,
  type OrderBilling,
  type OrderForm,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';

/** The buyer's own references from the order form: empty fields are none. */
function referencesOf(form: OrderForm) {
  return { purchase_order: form.customer_reference || null, cost_center: form.cost_center || null };
}

/** How the order's company is invoiced: as an operator set it, else the shop's defaults (a guest, a private buyer). */
export const companyBillingOf = (membership: CompanyMembership | null): CompanyBilling =>
  membership?.billing ?? defaultCompanyBilling;

/**
 * Refuses completion without a reference the company requires on its orders (docs/orders.md,
 * "Billing"), naming each missing field of the order form; the checkout shows the same rule before.
 */
export function requireReferences(form: OrderForm, billing: CompanyBilling): void {
  const { purchase_order, cost_center } = referencesOf(form);
  const missing = [
    ...(billing.require_purchase_order && !purchase_order
      ? [{ field: 'customer_reference', reason: 'checkout.purchase_order_required' }]
      : []),
    ...(billing.require_cost_center && !cost_center
      ? [{ field: 'cost_center', reason: 'checkout.cost_center_required' }]
      : []),
  ];
  if (missing.length > 0) throw new HttpError(400, 'VALIDATION', 'error.bad_request', missing);
}

/**
 * What the order is placed with, fixed at completion (OrderSchema.billing): the company's payment
 * terms and e-invoice recipient of this moment and the buyer's references. Its invoices are issued
 * from it, whatever the company's settings become later.
 */
export const orderBillingOf = (form: OrderForm, billing: CompanyBilling): OrderBilling => ({
  payment_terms: billing.payment_terms,
  e_invoice: billing.e_invoice,
  ...referencesOf(form),
});
