import { z } from 'zod';
import { CentsSchema } from './common';
import { IsoDaySchema } from './delivery';

/*
 * Receivables (docs/invoices.md, "Payments and status"): the payments recorded against invoices,
 * the status derived from them, the buyer's list of invoices and credit notes, and the back
 * office's open items with the camt.054 import.
 */

/**
 * Where an invoice stands on a day: `paid` once payments and credit notes cover its gross; else
 * `overdue` after its due date, `due` from 7 days before the due date through the due date itself,
 * `open` before that. A partly paid invoice keeps its date's status; its `open` amount says the rest.
 */
export const InvoiceStatusSchema = z.enum(['open', 'due', 'overdue', 'paid']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** Who recorded a payment: an operator by hand, or the import of a bank's camt.054 notification. */
export const PaymentSourceSchema = z.enum(['operator', 'camt054']);
export type PaymentSource = z.infer<typeof PaymentSourceSchema>;

/**
 * The bank's reference of one booked credit (its archive id, AcctSvcrRef): a payment is recorded
 * once per reference.
 */
export const BankReferenceSchema = z.string().trim().min(1).max(70);

export const InvoicePaymentSchema = z.object({
  uuid: z.uuid(),
  invoice_uuid: z.uuid(),
  /** Cents received, as the bank booked them (more or less than the open amount is recorded as it is). */
  amount: CentsSchema.positive(),
  /** The booking day. */
  date: IsoDaySchema,
  source: PaymentSourceSchema,
  bank_reference: BankReferenceSchema.nullable(),
  /** The operator's e-mail (who recorded it or imported the file). */
  recorded_by: z.string(),
  recorded_at: z.iso.datetime(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/** What an invoice or credit note comes to once its payments and credit notes are counted. */
export const SettlementSchema = z.object({
  gross: CentsSchema,
  /** Payments received for it (0 on a credit note). */
  paid: CentsSchema,
  /** The gross of the credit notes that correct it (0 on a credit note). */
  credited: CentsSchema,
  /** gross − credited − paid on an invoice: below 0 when overpaid; 0 on a credit note. */
  open: CentsSchema,
  /** Null on a credit note, which is paid back, not paid. */
  status: InvoiceStatusSchema.nullable(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/** The e-invoice formats a document can be downloaded in. */
export const EInvoiceFormatSchema = z.enum(['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'finvoice']);
export type EInvoiceFormat = z.infer<typeof EInvoiceFormatSchema>;

/** One invoice or credit note in the buyer's account. */
export const AccountInvoiceSchema = SettlementSchema.extend({
  uuid: z.uuid(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issue_date: IsoDaySchema,
  /** Null on a credit note. */
  due_date: IsoDaySchema.nullable(),
  order_number: z.string().nullable(),
  /** On a credit note: the number of the invoice it corrects. */
  credits: z.string().nullable(),
  /** The e-invoice formats it downloads in (besides the PDF). */
  formats: z.array(EInvoiceFormatSchema),
});
export type AccountInvoice = z.infer<typeof AccountInvoiceSchema>;

/** GET /orders/invoices: the logged-in buyer's and their company's invoices and credit notes, newest first. */
export const AccountInvoiceListSchema = z.object({ invoices: z.array(AccountInvoiceSchema) });
export type AccountInvoiceList = z.infer<typeof AccountInvoiceListSchema>;

export const InvoiceParamsSchema = z.object({ uuid: z.uuid('validation.invalid') });
export const EInvoiceParamsSchema = InvoiceParamsSchema.extend({ format: EInvoiceFormatSchema });

/** An unpaid invoice in the back office's list and its CSV. */
export const ReceivableSchema = SettlementSchema.extend({
  uuid: z.uuid(),
  number: z.string(),
  issue_date: IsoDaySchema,
  due_date: IsoDaySchema,
  buyer: z.string(),
  buyer_email: z.string(),
  company_id: z.string().nullable(),
  /** The Finnish reference number a payment names (the RF reference carries the same digits). */
  reference: z.string(),
  status: InvoiceStatusSchema,
});
export type Receivable = z.infer<typeof ReceivableSchema>;

/** GET /orders/backoffice/receivables (and .csv): open items, by status, company and due date. */
export const ReceivablesQuerySchema = z.object({
  status: z.enum(['open', 'due', 'overdue']).optional(),
  company: z.string().trim().min(1).max(100).optional(),
  /** Due before this day (not on it). */
  due_before: IsoDaySchema.optional(),
});
export type ReceivablesQuery = z.infer<typeof ReceivablesQuerySchema>;

export const ReceivableListSchema = z.object({
  items: z.array(ReceivableSchema),
  /** The sums of the items listed. */
  totals: z.object({ gross: CentsSchema, paid: CentsSchema, open: CentsSchema }),
});
export type ReceivableList = z.infer<typeof ReceivableListSchema>;

/** POST /orders/backoffice/invoices/:uuid/payments: a payment an operator records by hand. */
export const RecordPaymentBodySchema = z
  .object({
    amount: CentsSchema.positive('validation.invalid'),
    date: IsoDaySchema,
    bank_reference: BankReferenceSchema.nullable().default(null),
  })
  .meta({ examples: [{ amount: 225_385, date: '2026-12-10', bank_reference: '261210593497K12001' }] });
export type RecordPaymentBody = z.input<typeof RecordPaymentBodySchema>;

export const RecordPaymentAnswerSchema = z.object({
  /** False when a payment with this bank reference was recorded already (nothing recorded twice). */
  recorded: z.boolean(),
  payment: InvoicePaymentSchema,
  receivable: ReceivableSchema,
});

/** The largest camt.054 file taken (a month of a busy account's credits is a few hundred KB). */
export const camtFileLimit = 4 * 1024 * 1024;

/** POST /orders/backoffice/camt054: the notification's XML as the bank sent it. */
export const CamtImportBodySchema = z
  .object({
    xml: z.string().min(1, 'validation.required').max(camtFileLimit, 'validation.too_long'),
  })
  .meta({
    examples: [
      {
        xml:
          '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">' +
          '<BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>NDEA20261211CAMT054000512</MsgId>' +
          '<CreDtTm>2026-12-11T06:10:03+02:00</CreDtTm></GrpHdr><Ntfctn><Id>20261211000512</Id>' +
          '<Acct><Id><IBAN>FI2112345600000785</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">2253.85</Amt>' +
          '<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-11</Dt></BookgDt>' +
          '<AcctSvcrRef>20261211NDEA0512-01</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf>' +
          '<Ref>RF341012</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry></Ntfctn>' +
          '</BkToCstmrDbtCdtNtfctn></Document>',
      },
    ],
  });

const CamtCreditSchema = z.object({
  amount: CentsSchema,
  booking_date: IsoDaySchema,
  bank_reference: z.string(),
  /** The structured creditor reference as the payer gave it; null when there was none. */
  reference: z.string().nullable(),
  debtor: z.string().nullable(),
});

/** What an import did with each booked credit of the file. */
export const CamtImportReportSchema = z.object({
  /** camt.054.001.02, camt.054.001.08 ... */
  version: z.string(),
  matched: z.array(CamtCreditSchema.extend({ invoice: z.string(), receivable: ReceivableSchema })),
  /** No invoice has the reference (or there was none): for an operator to look at. */
  unmatched: z.array(CamtCreditSchema),
  /** Recorded by an earlier import or by hand under the same bank reference: recorded nothing. */
  already_recorded: z.array(CamtCreditSchema.extend({ invoice: z.string() })),
});
export type CamtImportReport = z.infer<typeof CamtImportReportSchema>;

/** The buyer's page of invoices and credit notes (mf-account). */
export const invoicesPagePath = '/invoices';
/** The back office's open items and camt.054 import (mf-account). */
export const backofficeReceivablesPagePath = '/backoffice/receivables';

/** The receivables' calls (orders service); the back office's for operators only. */
export const receivableCalls = {
  accountList: '/orders/invoices',
  pdf: '/orders/invoices/:uuid/pdf',
  eInvoice: '/orders/invoices/:uuid/e-invoice/:format',
  list: '/orders/backoffice/receivables',
  csv: '/orders/backoffice/receivables.csv',
  recordPayment: '/orders/backoffice/invoices/:uuid/payments',
  camtImport: '/orders/backoffice/camt054',
} as const;
