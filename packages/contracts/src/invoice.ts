import { z } from 'zod';
import { EInvoiceRecipientSchema, PaymentTermsSchema } from './billing';
import { CentsSchema, LocaleSchema } from './common';

const DateSchema = z.iso.date();

/**
 * VAT category of a line and of a breakdown row, as EN 16931 codes it (UNCL5305): S standard rate,
 * K intra-community supply to a business that accounts for the VAT itself (reverse charge), G export.
 */
export const VatCategorySchema = z.enum(['S', 'K', 'G']);
export type VatCategory = z.infer<typeof VatCategorySchema>;

export const InvoiceLineSchema = z.object({
  code: z.string().min(1),
  title: z.string().min(1),
  quantity: z.number().int().positive(),
  /** Price of one unit without VAT, before the line's own discount. */
  unit_price: CentsSchema.min(0),
  /** The line's own discount (campaign or volume, EN 16931 BG-27), in cents. */
  discount: CentsSchema.min(0).default(0),
  /** quantity × unit_price − discount. */
  net: CentsSchema.min(0),
  vat_category: VatCategorySchema,
  vat_rate_percent: z.number().min(0),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/**
 * What the order takes off or adds on the whole document (EN 16931 BG-20, BG-21), at the VAT of the
 * goods: `percent` when the amount is a rate of the goods (a whole-order or personal discount).
 */
const documentAdjustment = {
  amount: CentsSchema.positive(),
  percent: z.number().positive().nullable(),
  vat_category: VatCategorySchema,
  vat_rate_percent: z.number().min(0),
};

/** An order-wide discount: the whole-order tier, the buyer's personal discount. */
export const DocumentAllowanceSchema = z.object({
  reason: z.enum(['whole_order', 'personal']),
  ...documentAdjustment,
});
export type DocumentAllowance = z.infer<typeof DocumentAllowanceSchema>;

/** A delivery cost: the product freight (small orders, crane, timecap, work site) and the packaging. */
export const DocumentChargeSchema = z.object({
  reason: z.enum(['freight', 'packaging']),
  ...documentAdjustment,
});
export type DocumentCharge = z.infer<typeof DocumentChargeSchema>;

export const VatBreakdownRowSchema = z.object({
  category: VatCategorySchema,
  rate_percent: z.number().min(0),
  /** Sum of the nets of the lines, less the allowances and plus the charges, at this category and rate. */
  taxable: CentsSchema.min(0),
  vat: CentsSchema.min(0),
});
export type VatBreakdownRow = z.infer<typeof VatBreakdownRowSchema>;

export const InvoicePartySchema = z.object({
  name: z.string().min(1),
  street: z.string(),
  post_code: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  vat_id: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

export const InvoiceSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(['invoice', 'credit_note']),
  /** The numbering series; numbers run 1, 2, 3 ... without gap within it (docs/invoices.md, "Numbering"). */
  series: z.string().regex(/^[A-Z]{1,8}$/),
  sequence: z.number().int().positive(),
  /** The series and the sequence as printed, e.g. RE-000042. */
  number: z.string().min(1),
  order: z.object({ uuid: z.uuid(), number: z.string().nullable() }),
  issue_date: DateSchema,
  /** When the shop issued it (the back office's timeline); null on a document composed but not issued. */
  issued_at: z.iso.datetime().nullable().default(null),
  locale: LocaleSchema,
  currency: z.literal('EUR'),
  seller: InvoicePartySchema.extend({
    business_id: z.string(),
    bank: z.object({ iban: z.string(), bic: z.string() }),
    /** Who answers the buyer's questions about the invoice (EN 16931 BT-41 to BT-43). */
    contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  }),
  buyer: InvoicePartySchema.extend({ email: z.string() }),
  /** Whose invoice it is: the order's account (null for a guest) and company (null for a private buyer). */
  account: z.object({ user_id: z.number().int().positive().nullable(), company_id: z.string().nullable() }),
  /** The buyer's own references from the order (EN 16931 BT-13 purchase order, BT-19 accounting reference). */
  references: z.object({ purchase_order: z.string().nullable(), cost_center: z.string().nullable() }),
  /** Where the e-invoice goes; null: the PDF by e-mail only. */
  e_invoice: EInvoiceRecipientSchema.nullable(),
  /** When and where the goods were delivered (the date of supply, and the country an intra-EU supply went to). */
  delivery: z.object({
    date: DateSchema,
    address: InvoicePartySchema.pick({ street: true, post_code: true, city: true, country: true }),
  }),
  lines: z.array(InvoiceLineSchema).min(1),
  allowances: z.array(DocumentAllowanceSchema).default([]),
  charges: z.array(DocumentChargeSchema).default([]),
  vat: z.object({
    treatment: z.enum(['domestic', 'reverse_charge', 'eu_consumer', 'export']),
    /** The wording a 0 % invoice must carry (the message `doc.<note>`), null when VAT is charged. */
    note: z.enum(['reverse_charge', 'export']).nullable(),
    breakdown: z.array(VatBreakdownRowSchema).min(1),
  }),
  /** net = lines − allowances + charges; gross = net + vat. */
  totals: z.object({
    lines: CentsSchema.min(0),
    allowances: CentsSchema.min(0),
    charges: CentsSchema.min(0),
    net: CentsSchema.min(0),
    vat: CentsSchema.min(0),
    gross: CentsSchema.min(0),
  }),
  /** How and by when to pay; null on a credit note, which is paid back, not paid. */
  payment: z
    .object({
      terms: PaymentTermsSchema,
      due_date: DateSchema,
      /** The discounted amount and its last day, when the terms have one. */
      early_payment: z.object({ until: DateSchema, percent: z.number(), amount: CentsSchema }).nullable(),
      /** The Finnish reference number (with check digit) and the same as an RF creditor reference (ISO 11649). */
      reference: z.object({ national: z.string(), rf: z.string() }),
      /** The Finnish bank barcode (virtuaaliviivakoodi, version 4); null when the account is not Finnish. */
      bank_barcode: z.string().length(54).nullable(),
    })
    .nullable(),
  /** On a credit note: the invoice it corrects. */
  credits: z.object({ uuid: z.uuid(), number: z.string(), issue_date: DateSchema }).nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
