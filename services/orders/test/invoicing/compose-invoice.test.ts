import { randomUUID } from 'node:crypto';
import { InvoiceSchema, locales, type Invoice } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { bankBarcode } from '../../src/invoicing/bank-barcode';
import { composeCreditNote, composeInvoice, CreditExceedsInvoiceError } from '../../src/invoicing/compose-invoice';
import { creditorReference, isCreditorReference } from '../../src/invoicing/creditor-reference';
import { isFinnishReference } from '../../src/invoicing/finnish-reference';
import { discountedDraft, finnishDraft, germanReverseChargeDraft } from './invoice-fixtures';

describe('an invoice composed from an order', () => {
  it('is numbered in the invoice series and carries the order, the seller and its bank account', () => {
    const draft = finnishDraft();
    const invoice = InvoiceSchema.parse(composeInvoice(draft)(42));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      series: 'INV',
      sequence: 42,
      number: 'INV-000042',
      order: draft.order,
      issue_date: '2026-11-30',
      seller: { vat_id: 'FI31012346', bank: { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' } },
      credits: null,
    });
  });

  it('breaks VAT down per rate with the lines summed and rounded once, as the order was priced', () => {
    const invoice = composeInvoice(finnishDraft())(1);
    // 40 × 24.50 + 41 × 19.90 = 1,795.90; 25.5 % of it is 457.9545 → 457.95.
    expect(invoice.vat).toEqual({
      treatment: 'domestic',
      note: null,
      breakdown: [{ category: 'S', rate_percent: 25.5, taxable: 179_590, vat: 45_795 }],
    });
    expect(invoice.totals).toEqual({
      lines: 179_590,
      allowances: 0,
      charges: 0,
      net: 179_590,
      vat: 45_795,
      gross: 225_385,
    });
  });

  it("is due 30 days net by default, else at the company's terms, with the early-payment discount", () => {
    expect(composeInvoice(finnishDraft())(1).payment).toMatchObject({ due_date: '2026-12-30', early_payment: null });
    const terms = { net_days: 60, early_payment: { days: 10, percent: 2 } } as const;
    expect(composeInvoice(finnishDraft({ terms }))(1).payment).toMatchObject({
      terms,
      due_date: '2027-01-29',
      // 2 % of 2,253.85 is 45.077 → 45.08 off.
      early_payment: { until: '2026-12-10', percent: 2, amount: 220_877 },
    });
  });

  it("carries a Finnish reference built on its number, its RF form, and the Finnish account's bank barcode", () => {
    const { payment } = composeInvoice(finnishDraft())(42);
    // Base 142: 2×7 + 4×3 + 1×1 = 27, check digit 3.
    expect(payment!.reference).toEqual({ national: '1423', rf: creditorReference('1423') });
    expect(isFinnishReference(payment!.reference.national)).toBe(true);
    expect(isCreditorReference(payment!.reference.rf)).toBe(true);
    expect(payment!.bank_barcode).toBe(
      bankBarcode({ iban: 'FI21 1234 5600 0007 85', amount: 225_385, reference: '1423', dueDate: '2026-12-30' }),
    );
  });

  it('has no bank barcode when the account is not Finnish', () => {
    const draft = finnishDraft();
    const german = { ...draft.seller, bank: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' } };
    expect(composeInvoice({ ...draft, seller: german })(1).payment!.bank_barcode).toBeNull();
  });

  it('takes the order-wide discounts off and adds the delivery costs before VAT, rounding VAT once', () => {
    const invoice = composeInvoice(discountedDraft())(1);
    // Lines: 60 × 24.50 − 44.10 = 1,425.90 and 41 × 19.90 = 815.90, together 2,241.80; less 44.84 and
    // 109.85, plus 49.00 and 15.00: 2,151.11. 25.5 % of it is 548.53305 → 548.53.
    expect(invoice.lines.map((line) => [line.discount, line.net])).toEqual([
      [4_410, 142_590],
      [0, 81_590],
    ]);
    expect(invoice.totals).toEqual({
      lines: 224_180,
      allowances: 15_469,
      charges: 6_400,
      net: 215_111,
      vat: 54_853,
      gross: 269_964,
    });
    expect(invoice.vat.breakdown).toEqual([{ category: 'S', rate_percent: 25.5, taxable: 215_111, vat: 54_853 }]);
    expect(invoice.allowances[1]).toEqual({
      reason: 'personal',
      amount: 10_985,
      percent: 5,
      vat_category: 'S',
      vat_rate_percent: 25.5,
    });
  });

  it('puts reverse charge at 0 % with its wording on an invoice to an EU company with a confirmed VAT id', () => {
    const invoice = composeInvoice(germanReverseChargeDraft())(1);
    expect(invoice.vat).toEqual({
      treatment: 'reverse_charge',
      note: 'reverse_charge',
      breakdown: [{ category: 'K', rate_percent: 0, taxable: 179_590, vat: 0 }],
    });
    expect(invoice.lines.every((line) => line.vat_category === 'K')).toBe(true);
    expect(invoice.totals.gross).toBe(179_590);
  });

  it('puts export at 0 % with its wording, and charges VAT without wording to an EU consumer', () => {
    expect(composeInvoice(finnishDraft({ treatment: { kind: 'export', ratePercent: 0 } }))(1).vat).toMatchObject({
      note: 'export',
      breakdown: [{ category: 'G', rate_percent: 0, vat: 0 }],
    });
    expect(composeInvoice(finnishDraft({ treatment: { kind: 'eu_consumer', ratePercent: 19 } }))(1).vat).toMatchObject({
      note: null,
      breakdown: [{ category: 'S', rate_percent: 19, taxable: 179_590, vat: 34_122 }],
    });
  });

  it('has the wording of every 0 % note in every language', () => {
    for (const note of InvoiceSchema.shape.vat.shape.note.unwrap().options)
      for (const locale of locales) expect(translate(locale, `doc.${note}`)).not.toBe(`doc.${note}`);
  });
});

describe('a credit note for cancelled lines', () => {
  const invoice = composeInvoice(finnishDraft())(7);
  const creditOf = (credited: Invoice, code: string, quantity: number, earlier: Invoice[] = []) =>
    composeCreditNote(randomUUID(), credited, [{ code, quantity }], '2026-12-02', { earlier });

  it('refers to the invoice, is numbered in its own series and takes back the lines at the invoiced prices', () => {
    const note = InvoiceSchema.parse(creditOf(invoice, 'ZP-100', 11)(3));
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CRN-000003',
      issue_date: '2026-12-02',
      order: invoice.order,
      buyer: invoice.buyer,
      credits: { uuid: invoice.uuid, number: 'INV-000007', issue_date: '2026-11-30' },
      payment: null,
      lines: [{ code: 'ZP-100', quantity: 11, unit_price: 1_990, net: 21_890, vat_rate_percent: 25.5 }],
      // 25.5 % of 218.90 is 55.8195 → 55.82.
      totals: { net: 21_890, vat: 5_582, gross: 27_472 },
    });
  });

  it('keeps the reverse-charge wording of the invoice it corrects', () => {
    const note = creditOf(composeInvoice(germanReverseChargeDraft())(8), 'DSM-656', 1)(1);
    expect(note.vat).toMatchObject({ treatment: 'reverse_charge', note: 'reverse_charge' });
  });

  it("takes back a line's discount in shares that add up to it, and the order-wide share given with it", () => {
    const discounted = composeInvoice(discountedDraft())(9);
    const first = creditOf(discounted, 'DSM-656', 25)(1);
    const rest = creditOf(discounted, 'DSM-656', 35, [first])(2);
    // 4,410 × 25 / 60 = 1,837.5 → 1,838; the rest 2,572: together the line's 4,410.
    expect([first.lines[0]!.discount, rest.lines[0]!.discount]).toEqual([1_838, 2_572]);
    expect(first.lines[0]!.net + rest.lines[0]!.net).toBe(discounted.lines[0]!.net);
    const withShare = composeCreditNote(randomUUID(), discounted, [{ code: 'ZP-100', quantity: 41 }], '2026-12-02', {
      allowances: [{ reason: 'whole_order', amount: 1_632, percent: null }],
      charges: [{ reason: 'packaging', amount: 1_500, percent: null }],
    })(3);
    expect(withShare.totals).toMatchObject({ lines: 81_590, allowances: 1_632, charges: 1_500, net: 81_458 });
    expect(withShare.allowances[0]).toMatchObject({ vat_category: 'S', vat_rate_percent: 25.5 });
  });

  it('never takes back more of a line than was invoiced, over all its credit notes, nor a line not invoiced', () => {
    const first = creditOf(invoice, 'ZP-100', 40)(1);
    expect(() => creditOf(invoice, 'ZP-100', 2, [first])).toThrow(CreditExceedsInvoiceError);
    expect(creditOf(invoice, 'ZP-100', 1, [first])(2).totals.net).toBe(1_990);
    expect(() => creditOf(invoice, 'XX-1', 1)).toThrow(CreditExceedsInvoiceError);
  });
});
