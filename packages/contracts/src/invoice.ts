import { z } from 'zod';
import { CentsSchema, LocaleSchema } from './common';

const DateSchema = z.iso.date();

/**
 * How long a company has to pay an invoice (docs/invoices.md, "Payment terms"): net 14, 30 or 60
 * days, optionally a discount for paying within fewer days ("2 % within 10 days").
 */
export const PaymentTermsSchema = z.object({
  net_days: z.union([z.literal(14), z.literal(30), z.literal(60)]),
  early_payment: z
    .object({ days: z.number().int().min(1).max(59), percent: z.number().positive().max(10) })
    .refine((early) => Number.isInteger(early.percent * 100), 'percent has at most two decimals')
    .nullable(),
});
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;

/** What every buyer gets unless an operator sets otherwise: 30 days net, as before invoices. */
export const defaultPaymentTerms: PaymentTerms = { net_days: 30, early_payment: null };

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
  /** Net price of one unit, after the line's discounts. */
  unit_price: CentsSchema.min(0),
  /** quantity × unit_price. */
  net: CentsSchema.min(0),
  vat_category: VatCategorySchema,
  vat_rate_percent: z.number().min(0),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const VatBreakdownRowSchema = z.object({
  category: VatCategorySchema,
  rate_percent: z.number().min(0),
  /** Sum of the nets of the lines at this category and rate. */
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
  locale: LocaleSchema,
  currency: z.literal('EUR'),
  seller: InvoicePartySchema.extend({
    business_id: z.string(),
    bank: z.object({ iban: z.string(), bic: z.string() }),
  }),
  buyer: InvoicePartySchema.extend({ email: z.string() }),
  lines: z.array(InvoiceLineSchema).min(1),
  vat: z.object({
    treatment: z.enum(['domestic', 'reverse_charge', 'eu_consumer', 'export']),
    /** The wording a 0 % invoice must carry (the message `doc.<note>`), null when VAT is charged. */
    note: z.enum(['reverse_charge', 'export']).nullable(),
    breakdown: z.array(VatBreakdownRowSchema).min(1),
  }),
  totals: z.object({ net: CentsSchema.min(0), vat: CentsSchema.min(0), gross: CentsSchema.min(0) }),
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
