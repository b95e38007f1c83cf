import { defaultPaymentTerms, type User } from '@shop/contracts';
import { useCurrentUser } from './use-current-user';

/**
 * The net days an invoice gives this buyer, as the orders service will fix them: a verified
 * company's own terms, else the shop's.
 */
export function invoiceNetDaysOf(user: User | undefined): number {
  const company = user?.company_account;
  return company?.verified ? company.billing.payment_terms.net_days : defaultPaymentTerms.net_days;
}

/** The net days of the logged-in buyer's invoices; the shop's until the account is known. */
export const useInvoiceNetDays = (): number => invoiceNetDaysOf(useCurrentUser().data);
