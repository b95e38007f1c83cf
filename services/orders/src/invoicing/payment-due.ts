import type { PaymentTerms } from '@shop/contracts';
import { percentOf } from '../shared/pricing/discounts';

/** The day `days` after a YYYY-MM-DD date, in the calendar (no time zone enters). */
export function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** When an invoice issued on `issueDate` is due, and the discounted amount and its last day if the terms have one. */
export function paymentDue(issueDate: string, gross: number, terms: PaymentTerms) {
  const early = terms.early_payment;
  return {
    due_date: daysAfter(issueDate, terms.net_days),
    early_payment: early
      ? {
          until: daysAfter(issueDate, early.days),
          percent: early.percent,
          amount: gross - percentOf(gross, early.percent),
        }
      : null,
  };
}
