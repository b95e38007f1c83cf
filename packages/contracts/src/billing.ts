import { z } from 'zod';

/**
 * How long a company has to pay an invoice (docs/invoices.md, "Payment terms"): net 14, 30 or 60
 * days, optionally a discount for paying within fewer days ("2 % within 10 days").
 */
export const PaymentTermsSchema = z.object({
  net_days: z.union([z.literal(14), z.literal(30), z.literal(60)], { error: 'billing.error.net_days' }),
  early_payment: z
    .object({
      days: z
        .number({ error: 'billing.error.early_days' })
        .int('billing.error.early_days')
        .min(1, 'billing.error.early_days')
        .max(59, 'billing.error.early_days'),
      percent: z
        .number({ error: 'billing.error.early_percent' })
        .positive('billing.error.early_percent')
        .max(10, 'billing.error.early_percent'),
    })
    .refine((early) => Number.isInteger(early.percent * 100), {
      path: ['percent'],
      message: 'billing.error.early_percent',
    })
    .nullable(),
});
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;

/** What every buyer gets unless an operator sets otherwise: 30 days net, as before invoices. */
export const defaultPaymentTerms: PaymentTerms = { net_days: 30, early_payment: null };

/** The German public administration's routing id of a buyer (Leitweg-ID, XRechnung BT-10): coarse-fine-check. */
export const LeitwegIdSchema = z.string().regex(/^\d{2,12}(-[0-9A-Z]{1,30})?-\d{2}$/, 'billing.error.leitweg_id');

/** A Peppol participant id: the ISO 6523 scheme (EAS code) and the id, e.g. 0216:003712345678 or 0088:4000001123452. */
export const PeppolParticipantSchema = z.string().regex(/^\d{4}:[^\s:]{1,135}$/, 'billing.error.peppol_participant');

/**
 * Where and in which format a buyer receives its e-invoices (docs/invoices.md, "E-invoices"):
 * XRechnung (UBL or CII) with the Leitweg-ID for public buyers, ZUGFeRD/Factur-X (the invoice's
 * PDF with its CII inside, by e-mail), Peppol BIS Billing 3.0 with the participant id, or Finvoice
 * 3.0 with the e-invoice address and the operator's id.
 */
export const EInvoiceRecipientSchema = z.discriminatedUnion(
  'format',
  [
    z.object({ format: z.enum(['xrechnung-ubl', 'xrechnung-cii']), leitweg_id: LeitwegIdSchema.nullable() }),
    z.object({ format: z.literal('zugferd') }),
    z.object({ format: z.literal('peppol-bis'), participant_id: PeppolParticipantSchema }),
    z.object({
      format: z.literal('finvoice'),
      /** The buyer's e-invoice address: its OVT code (0037 + business id) or an IBAN. */
      address: z
        .string()
        .regex(/^(0037\d{8}[0-9A-Z]{0,5}|[A-Z]{2}\d{2}[0-9A-Z]{10,30})$/, 'billing.error.finvoice_address'),
      /** The buyer's operator (intermediator): its OVT code or a bank's BIC. */
      operator: z
        .string()
        .regex(/^(0037\d{8}[0-9A-Z]{0,5}|[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)$/, 'billing.error.finvoice_operator'),
    }),
  ],
  { error: 'billing.error.e_invoice_format' },
);
export type EInvoiceRecipient = z.infer<typeof EInvoiceRecipientSchema>;

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
