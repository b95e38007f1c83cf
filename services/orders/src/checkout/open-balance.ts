/**
 * What a company owes the shop now, in cents with VAT: its invoices' gross minus its credit notes
 * minus the payments received for them (an overpayment lowers it). Implemented on the invoice
 * stores; the credit-limit check at completion asks it (docs/orders.md, "Credit limit").
 */
export type OpenBalance = (companyId: string) => Promise<number>;
