import { composeInvoice } from '../../src/invoicing/compose-invoice';
import { settlementOf } from '../../src/receivables/settlement';
import { finnishDraft } from '../invoicing/invoice-fixtures';

// Issued 2026-11-30, 30 days net: due 2026-12-30.
const invoice = composeInvoice(finnishDraft())(1);
const gross = invoice.totals.gross;
const on = (today: string, paid = 0, credited = 0) => settlementOf({ invoice, paid, credited }, today);

describe('the status of an invoice on a day', () => {
  it('is open until 7 days before its due date, due from then through the due date, overdue after', () => {
    expect(on('2026-12-22').status).toBe('open');
    expect(on('2026-12-23').status).toBe('due');
    expect(on('2026-12-30').status).toBe('due');
    expect(on('2026-12-31').status).toBe('overdue');
  });

  it('is paid once payments and credit notes cover the gross, whatever the day', () => {
    expect(on('2027-03-01', gross)).toEqual({ gross, paid: gross, credited: 0, open: 0, status: 'paid' });
    expect(on('2027-03-01', gross - 1_000, 1_000).status).toBe('paid');
  });

  it('keeps the day’s status while partly paid, with the rest open, and shows an overpayment as below 0', () => {
    expect(on('2026-12-31', 1_000)).toEqual({
      gross,
      paid: 1_000,
      credited: 0,
      open: gross - 1_000,
      status: 'overdue',
    });
    expect(on('2026-12-01', gross + 500)).toMatchObject({ open: -500, status: 'paid' });
  });

  it('gives a credit note no status and nothing open: it is paid back, not paid', () => {
    const note = { ...invoice, kind: 'credit_note' as const, payment: null };
    expect(settlementOf({ invoice: note, paid: 0, credited: 0 }, '2027-01-01')).toEqual({
      gross,
      paid: 0,
      credited: 0,
      open: 0,
      status: null,
    });
  });
});
