import type { Receivable } from '@shop/contracts';
import type { LedgerEntry } from '../invoicing/ledger';
import { settlementOf } from './settlement';

/** An invoice as the back office lists it on `today`: who owes what, by when, and what was paid. */
export function receivableOf(entry: LedgerEntry, today: string): Receivable {
  const { invoice } = entry;
  if (!invoice.payment) throw new TypeError(`${invoice.number} is a credit note, no receivable`);
  const settlement = settlementOf(entry, today);
  return {
    ...settlement,
    status: settlement.status!,
    uuid: invoice.uuid,
    number: invoice.number,
    issue_date: invoice.issue_date,
    due_date: invoice.payment.due_date,
    buyer: invoice.buyer.name,
    buyer_email: invoice.buyer.email,
    company_id: invoice.account.company_id,
    reference: invoice.payment.reference.national,
  };
}
