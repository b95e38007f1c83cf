import { randomUUID } from 'node:crypto';
import type { Invoice } from '@shop/contracts';
import { DuplicateKeyError } from '../../src/shared/order-store';
import { composeCreditNote, composeInvoice } from '../../src/invoicing/compose-invoice';
import { SeriesMismatchError, type InvoiceStore } from '../../src/invoicing/invoice-store';
import { seriesOf } from '../../src/invoicing/invoice-series';
import { finnishDraft, paymentOf } from './invoice-fixtures';

/** One throw-away database; `open` opens a store on it, again for each replica. */
export interface InvoiceDatabase {
  open(): Promise<InvoiceStore>;
  destroy(): Promise<void>;
}

/** Issues the invoice of a fresh order under the key the service would use for it. */
export function issueInvoice(store: InvoiceStore, draft = finnishDraft()): Promise<Invoice> {
  return store.issue(`invoice:${draft.order.uuid}`, seriesOf.invoice, composeInvoice(draft));
}

/** A credit note for one post (ZP-100) of an invoice. */
export function creditOnePost(store: InvoiceStore, invoice: Invoice): Promise<Invoice> {
  return store.issue(
    `credit:${invoice.uuid}:${randomUUID()}`,
    seriesOf.credit_note,
    composeCreditNote(randomUUID(), invoice, [{ code: 'ZP-100', quantity: 1 }], '2026-12-01'),
  );
}

/**
 * Invoices and credit notes (docs/invoices.md), the same on every engine: numbered by the store
 * 1, 2, 3 ... per series with no gap and no duplicate, also from two replicas at once; issued once
 * per key; read back whole.
 */
export function invoiceStoreContract(openDatabase: () => Promise<InvoiceDatabase>) {
  let database: InvoiceDatabase;
  // The stores open on the test's database: the first is `store`, a test adds replicas.
  let replicas: InvoiceStore[];
  let store: InvoiceStore;
  beforeEach(async () => {
    database = await openDatabase();
    store = await database.open();
    replicas = [store];
  });
  afterEach(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await database.destroy();
  });

  it('numbers the first invoice 1 and reads it back whole by uuid and by order; an unknown uuid is null', async () => {
    const draft = finnishDraft();
    const invoice = await issueInvoice(store, draft);
    expect(invoice).toMatchObject({ series: 'INV', sequence: 1, number: 'INV-000001' });
    expect(await store.find(invoice.uuid)).toEqual(invoice);
    expect(await store.forOrder(draft.order.uuid)).toEqual([invoice]);
    expect(await store.find(randomUUID())).toBeNull();
  });

  it('numbers each series on its own: invoices and credit notes each run 1, 2, 3', async () => {
    const first = await issueInvoice(store);
    const second = await issueInvoice(store);
    const note = await store.issue(
      `credit:${first.uuid}:1`,
      seriesOf.credit_note,
      composeCreditNote(randomUUID(), first, [{ code: 'ZP-100', quantity: 1 }], '2026-12-01'),
    );
    const third = await issueInvoice(store);
    expect([first, second, third].map((invoice) => invoice.number)).toEqual(['INV-000001', 'INV-000002', 'INV-000003']);
    expect(note).toMatchObject({ number: 'CRN-000001', credits: { uuid: first.uuid, number: 'INV-000001' } });
    expect(await store.forOrder(first.order.uuid)).toEqual([first, note]);
  });

  it('issues once per key: a repeated issue returns the stored document and takes no number', async () => {
    const draft = finnishDraft();
    const invoice = await issueInvoice(store, draft);
    expect(await issueInvoice(store, { ...draft, uuid: randomUUID() })).toEqual(invoice);
    expect((await issueInvoice(store)).sequence).toBe(2);
  });

  it('takes no number for a document that fails to compose or is composed for another number', async () => {
    await expect(
      store.issue('broken', seriesOf.invoice, () => {
        throw new Error('the order cannot be invoiced');
      }),
    ).rejects.toThrow('the order cannot be invoiced');
    const wrong = composeInvoice(finnishDraft());
    await expect(store.issue('wrong', seriesOf.invoice, (sequence) => wrong(sequence + 1))).rejects.toBeInstanceOf(
      SeriesMismatchError,
    );
    await expect(
      store.issue('unlisted', seriesOf.invoice, (sequence) => ({ ...wrong(sequence), lines: [] })),
    ).rejects.toThrow();
    expect((await issueInvoice(store)).sequence).toBe(1);
  });

  it('refuses a second document with the uuid of a stored one, without taking a number', async () => {
    const draft = finnishDraft();
    await issueInvoice(store, draft);
    await expect(issueInvoice(store, { ...draft, order: { uuid: randomUUID(), number: null } })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect((await issueInvoice(store)).sequence).toBe(2);
  });

  it('numbers without gap or duplicate when two replicas on one database issue at once', async () => {
    const replica = await database.open();
    replicas.push(replica);
    const perReplica = 15;
    const issued = await Promise.all(
      Array.from({ length: perReplica }, () => [issueInvoice(store), issueInvoice(replica)]).flat(),
    );
    const sequences = issued.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 2 * perReplica }, (_, i) => i + 1));
    // Each replica reads every document as the one that issued it.
    for (const invoice of issued) expect(await replica.find(invoice.uuid)).toEqual(invoice);
  });

  describe('payments and the receivables read from them', () => {
    it('records a payment once per bank reference and keeps each payment without one', async () => {
      const invoice = await issueInvoice(store);
      const first = paymentOf(invoice, 10_000, 'ARCH-20261210-0001');
      expect(await store.recordPayment(first)).toEqual({ recorded: true, payment: first });
      // The same bank entry again (a camt.054 imported twice): nothing new, the stored one named.
      expect(await store.recordPayment(paymentOf(invoice, 10_000, 'ARCH-20261210-0001'))).toEqual({
        recorded: false,
        payment: first,
      });
      const byHand = [paymentOf(invoice, 500), paymentOf(invoice, 500)];
      for (const payment of byHand) expect((await store.recordPayment(payment)).recorded).toBe(true);
      expect(await store.paymentsOf(invoice.uuid)).toEqual([first, ...byHand]);
      expect((await store.entryInSeries('INV', invoice.sequence))?.paid).toBe(11_000);
    });

    it('reads a document by its number with what was paid and credited on it; an unknown number is null', async () => {
      const invoice = await issueInvoice(store);
      const note = await creditOnePost(store, invoice);
      await store.recordPayment(paymentOf(invoice, 2_000));
      expect(await store.entryInSeries('INV', invoice.sequence)).toEqual({
        invoice,
        paid: 2_000,
        credited: note.totals.gross,
      });
      expect(await store.entryInSeries('CRN', note.sequence)).toEqual({ invoice: note, paid: 0, credited: 0 });
      expect(await store.entryInSeries('INV', invoice.sequence + 1)).toBeNull();
    });

    it('lists an account user’s and their company’s documents, newest first, and no one else’s', async () => {
      const own = await issueInvoice(store, finnishDraft({ account: { user_id: 7, company_id: null } }));
      const colleagues = await issueInvoice(store, finnishDraft({ account: { user_id: 8, company_id: 'c-rakennus' } }));
      const note = await creditOnePost(store, colleagues);
      await issueInvoice(store, finnishDraft({ account: { user_id: 9, company_id: 'c-other' } }));
      await issueInvoice(store, finnishDraft({ account: { user_id: null, company_id: null } }));
      await store.recordPayment(paymentOf(own, 1_000));
      const listed = await store.forAccount(7, 'c-rakennus');
      expect(listed.map((entry) => entry.invoice.number)).toEqual([note.number, colleagues.number, own.number]);
      expect(listed[1]).toEqual({ invoice: colleagues, paid: 0, credited: note.totals.gross });
      expect(listed[2]).toEqual({ invoice: own, paid: 1_000, credited: 0 });
      expect((await store.forAccount(7, null)).map((entry) => entry.invoice.uuid)).toEqual([own.uuid]);
      expect(await store.forAccount(42, null)).toEqual([]);
    });

    it('lists the open items, earliest due first, by company and due date, leaving out what is covered', async () => {
      const late = await issueInvoice(store, finnishDraft({ issueDate: '2026-10-01' }));
      const partly = await issueInvoice(store, finnishDraft({ issueDate: '2026-11-01' }));
      const paid = await issueInvoice(store, finnishDraft({ issueDate: '2026-10-15' }));
      const credited = await issueInvoice(store, finnishDraft({ issueDate: '2026-10-20' }));
      const elsewhere = await issueInvoice(
        store,
        finnishDraft({ issueDate: '2026-09-01', account: { user_id: 9, company_id: 'c-other' } }),
      );
      await store.recordPayment(paymentOf(partly, 1_000));
      await store.recordPayment(paymentOf(paid, paid.totals.gross));
      // Credited in full: one note for all its lines.
      await store.issue(
        `credit:${credited.uuid}:all`,
        seriesOf.credit_note,
        composeCreditNote(randomUUID(), credited, credited.lines, '2026-11-02'),
      );
      const numbers = (entries: { invoice: Invoice }[]) => entries.map((entry) => entry.invoice.number);
      expect(numbers(await store.openItems({}))).toEqual([elsewhere.number, late.number, partly.number]);
      expect((await store.openItems({})).find((entry) => entry.invoice.uuid === partly.uuid)?.paid).toBe(1_000);
      expect(numbers(await store.openItems({ companyId: 'c-rakennus' }))).toEqual([late.number, partly.number]);
      // late is due 2026-10-31, partly 2026-12-01: due before 2026-12-01 is only the one.
      expect(numbers(await store.openItems({ companyId: 'c-rakennus', dueBefore: '2026-12-01' }))).toEqual([
        late.number,
      ]);
    });

    it('gives a company’s open balance: its invoices’ gross minus its credit notes minus the payments', async () => {
      expect(await store.openBalance('c-rakennus')).toBe(0);
      const first = await issueInvoice(store);
      const second = await issueInvoice(store);
      const note = await creditOnePost(store, first);
      await store.recordPayment(paymentOf(second, 5_000));
      await issueInvoice(store, finnishDraft({ account: { user_id: 9, company_id: 'c-other' } }));
      expect(await store.openBalance('c-rakennus')).toBe(
        first.totals.gross + second.totals.gross - note.totals.gross - 5_000,
      );
      // An overpayment lowers the balance below what the other invoices come to.
      await store.recordPayment(paymentOf(first, first.totals.gross));
      expect(await store.openBalance('c-rakennus')).toBe(second.totals.gross - note.totals.gross - 5_000);
    });
  });
}
