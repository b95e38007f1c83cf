/** Cents as the decimal the e-invoice formats write: 225385 → "2253.85". */
export const decimal = (cents: number): string => (cents / 100).toFixed(2);

/** The OVT code of a Finnish company, its e-invoicing id: 0037 and the business id's digits. */
export const ovtCode = (businessId: string): string => `0037${businessId.replace('-', '')}`;

/** Payment terms as plain text on every format (BT-20), e.g. "30 days net" or "2 % within 10 days, 60 days net". */
export function termsText(terms: {
  net_days: number;
  early_payment: { days: number; percent: number } | null;
}): string {
  const net = `${terms.net_days} days net`;
  return terms.early_payment ? `${terms.early_payment.percent} % within ${terms.early_payment.days} days, ${net}` : net;
}

/**
 * The code of each allowance (UNCL5189: 95 discount) and charge (UNCL7161: FC freight service,
 * PC packing) the documents carry, in UBL, CII and Finvoice alike.
 */
export const adjustmentCodes = { whole_order: '95', personal: '95', freight: 'FC', packaging: 'PC' } as const;

/** The line discount's code (UNCL5189: 95 discount). */
export const lineDiscountCode = '95';
