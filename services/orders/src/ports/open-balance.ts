/**
 * What a company owes the shop now, in cents: its invoices' gross minus its credit notes minus the
 * payments received for them (an overpayment lowers it). The credit limit is checked against it.
 */
export type OpenBalance = (companyId: string) => Promise<number>;
