import { z } from 'zod';
import { EInvoiceRecipientSchema, PaymentTermsSchema } from './invoice';

/**
 * The buyer's own references for an order (EN 16931 BT-13 purchase order reference, BT-19 buyer
 * accounting reference): carried to the invoice, the e-invoice, the supplier's purchase order and
 * the order history. 35 characters is the shortest limit among the formats that carry them.
 */
export const PurchaseOrderNumberSchema = z.string().trim().min(1).max(35, 'validation.too_long');
export const CostCenterSchema = z.string().trim().min(1).max(35, 'validation.too_long');

/**
 * How a company is invoiced, set by an operator in the back office (docs/invoices.md): its payment
 * terms, its credit limit against the open balance of its unpaid invoices, where its e-invoices go,
 * and whether its orders must name a purchase-order number and a cost centre.
 */
export const CompanyBillingSchema = z.object({
  payment_terms: PaymentTermsSchema,
  /** Cents incl. VAT the company may owe on open invoices, this order included; null is no limit. */
  credit_limit: z
    .number({ error: 'billing.error.credit_limit' })
    .int('billing.error.credit_limit')
    .min(0, 'billing.error.credit_limit')
    .max(10_000_000_000, 'billing.error.credit_limit')
    .nullable(),
  /** Null: invoices go as PDF by e-mail only. */
  e_invoice: EInvoiceRecipientSchema.nullable(),
  require_purchase_order: z.boolean({ error: 'validation.invalid' }),
  require_cost_center: z.boolean({ error: 'validation.invalid' }),
});
export type CompanyBilling = z.infer<typeof CompanyBillingSchema>;

/** A company no operator has set up: 30 days net, no limit, PDF invoices, no required references. */
export const defaultCompanyBilling: CompanyBilling = {
  payment_terms: { net_days: 30, early_payment: null },
  credit_limit: null,
  e_invoice: null,
  require_purchase_order: false,
  require_cost_center: false,
};

/**
 * What an order was placed with, fixed at completion (OrderSchema.billing): the company's terms
 * and e-invoice recipient at that moment (a guest's own choice of e-invoice), and the buyer's
 * references. The order's invoices are issued from it, never from the company's settings of later.
 */
export const OrderBillingSchema = z.object({
  payment_terms: PaymentTermsSchema,
  e_invoice: EInvoiceRecipientSchema.nullable(),
  purchase_order: PurchaseOrderNumberSchema.nullable(),
  cost_center: CostCenterSchema.nullable(),
});
export type OrderBilling = z.infer<typeof OrderBillingSchema>;
