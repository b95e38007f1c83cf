import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Invoice } from '@shop/contracts';
import { sequenceOfReference } from '../../src/invoicing/payment-reference';
import { SqliteInvoiceStore } from '../../src/invoicing/adapters/sqlite-invoice-store';
import { importCamt054 } from '../../src/receivables/camt-import';
import { germanReverseChargeDraft } from '../invoicing/invoice-fixtures';
import { issueInvoice } from '../invoicing/invoice-store.contract';
import { camtFile } from './camt-files';

describe('the invoice a payment’s reference names', () => {
  it('reads the sequence from the national reference or its RF form, spaces allowed', () => {
    expect(sequenceOfReference('1012')).toBe(1);
    expect(sequenceOfReference('RF71 1025')).toBe(2);
    expect(sequenceOfReference('14 2 3')).toBe(42);
  });

  it('names none for a wrong check digit, another creditor’s reference or one the shop never issues', () => {
    expect(sequenceOfReference('1013')).toBeNull();
    expect(sequenceOfReference('RF721025')).toBeNull();
    expect(sequenceOfReference('RF18539007547034')).toBeNull();
    // A valid reference with a zero after the 1 (10074) is no invoice's: sequence 7 has 1070.
    expect(sequenceOfReference('10074')).toBeNull();
  });
});

describe('importing a camt.054 notification', () => {
  const dir = mkdtempSync(join(tmpdir(), 'camt-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let store: SqliteInvoiceStore;
  let invoices: Invoice[];
  let n = 0;
  beforeEach(async () => {
    store = new SqliteInvoiceStore(join(dir, `orders-${n++}.sqlite`));
    // INV-000001 (reference 1012), INV-000002 (RF711025, 1,795.90), INV-000003 (1038), each due 2026-12-30.
    invoices = [
      await issueInvoice(store),
      await issueInvoice(store, germanReverseChargeDraft()),
      await issueInvoice(store),
    ];
  });
  afterEach(() => store.close());
  const context = (today = '2026-12-11') => ({
    invoices: store,
    operator: 'kirjanpito@nordbau.example',
    today,
    now: new Date(`${today}T07:00:00Z`),
  });

  it('records the credits whose reference names an invoice and reports the rest for an operator', async () => {
    const report = await importCamt054(camtFile('camt054-001-02-reference-payments'), context());
    expect(report.version).toBe('camt.054.001.02');
    expect(report.matched.map((m) => [m.invoice, m.amount, m.receivable.status, m.receivable.open])).toEqual([
      ['INV-000001', 225_385, 'paid', 0],
      // Partly paid: the rest stays open, the invoice keeps its date's status.
      ['INV-000002', 100_000, 'open', 79_590],
    ]);
    expect(report.unmatched).toEqual([
      {
        amount: 5_000,
        booking_date: '2026-12-10',
        bank_reference: '261210593497K12003',
        reference: '1999',
        debtor: 'TUNTEMATON MAKSAJA OY',
      },
    ]);
    expect(report.already_recorded).toEqual([]);
    expect(await store.paymentsOf(invoices[0]!.uuid)).toEqual([
      expect.objectContaining({
        amount: 225_385,
        date: '2026-12-10',
        source: 'camt054',
        bank_reference: '261210593497K12001',
        recorded_by: 'kirjanpito@nordbau.example',
      }),
    ]);
  });

  it('records nothing twice when the same file is imported again', async () => {
    const xml = camtFile('camt054-001-02-reference-payments');
    await importCamt054(xml, context());
    const again = await importCamt054(xml, context());
    expect(again.matched).toEqual([]);
    expect(again.already_recorded.map((credit) => [credit.invoice, credit.bank_reference])).toEqual([
      ['INV-000001', '261210593497K12001'],
      ['INV-000002', '261210593497K12002'],
    ]);
    expect(again.unmatched).toHaveLength(1);
    expect((await store.paymentsOf(invoices[0]!.uuid)).length).toBe(1);
  });

  it('records the rest of a partly paid invoice and an overpayment as they are', async () => {
    await importCamt054(camtFile('camt054-001-02-reference-payments'), context());
    const report = await importCamt054(camtFile('camt054-001-08-credit-transfers'), context('2026-12-31'));
    expect(report.matched.map((m) => [m.invoice, m.receivable.paid, m.receivable.open, m.receivable.status])).toEqual([
      ['INV-000002', 179_590, 0, 'paid'],
      ['INV-000003', 230_000, 225_385 - 230_000, 'paid'],
    ]);
    // Free text only: nothing to match by.
    expect(report.unmatched.map((credit) => [credit.reference, credit.debtor])).toEqual([[null, 'Metsä Rakennus Ky']]);
    expect(await store.openItems({})).toEqual([]);
  });
});
