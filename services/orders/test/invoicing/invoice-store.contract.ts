import { randomUUID } from 'node:crypto';
import type { Invoice } from '@shop/contracts';
import { DuplicateKeyError } from '../../src/ports/order-store';
import { composeCreditNote, composeInvoice } from '../../src/invoicing/compose-invoice';
import { SeriesMismatchError, type InvoiceStore } from '../../src/invoicing/invoice-store';
import { seriesOf } from '../../src/invoicing/invoice-series';
import { finnishDraft } from './invoice-fixtures';

/** One throw-away database; `open` opens a store on it, again for each replica. */
export interface InvoiceDatabase {
  open(): Promise<InvoiceStore>;
  destroy(): Promise<void>;
}

/** Issues the invoice of a fresh order under the key the service would use for it. */
export function issueInvoice(store: InvoiceStore, draft = finnishDraft()): Promise<Invoice> {
  return store.issue(`invoice:${draft.order.uuid}`, seriesOf.invoice, composeInvoice(draft));
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
}
