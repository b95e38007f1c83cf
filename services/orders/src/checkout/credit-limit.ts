import type { CompanyBilling, Locale } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { localeFormat } from '../documents/locale-format';
import type { OpenBalance } from './open-balance';

/** The company's credit limit and what it owed at completion (cents with VAT). */
export interface CreditExcess {
  limit: number;
  open_balance: number;
}

/**
 * Whether an order on invoice takes its company over its credit limit: its open balance plus this
 * order's total with VAT above the limit. Without an `OpenBalance` (no invoices to ask) the order
 * is judged alone. Null within the limit, or for a company without one.
 */
export async function creditExceeded(
  openBalance: OpenBalance | undefined,
  companyId: string,
  billing: CompanyBilling,
  totalWithVat: number,
): Promise<CreditExcess | null> {
  const limit = billing.credit_limit;
  if (limit === null) return null;
  const balance = openBalance ? await openBalance(companyId) : 0;
  return balance + totalWithVat > limit ? { limit, open_balance: balance } : null;
}

/**
 * 409 CREDIT_LIMIT on the payment method: the buyer pays by card instead, or completes again asking
 * for the shop's approval (`credit_approval: true`).
 */
export const creditLimitRefusal = (excess: CreditExcess, locale: Locale) =>
  new HttpError(
    409,
    'CREDIT_LIMIT',
    'checkout.credit_limit_exceeded',
    [{ field: 'paymentmethod', reason: 'checkout.credit_limit_exceeded' }],
    { limit: localeFormat(locale).eur(excess.limit) },
  );
