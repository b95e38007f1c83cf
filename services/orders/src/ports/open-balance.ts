/**
 * What a company owes on its open invoices, in cents with VAT: its invoices less its credit notes
 * and the payments recorded against them (docs/orders.md, "Credit limit"). Implemented on the
 * invoice stores (issue 35's invoices and payments); the credit-limit check at completion asks it.
 */
export type OpenBalance = (companyId: string) => Promise<number>;
