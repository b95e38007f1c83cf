import { InvoicePaymentSchema, InvoiceSchema, type Invoice, type InvoicePayment } from '@shop/contracts';
import mongoose, { type Connection } from 'mongoose';
import { DuplicateKeyError } from '../../shared/order-store';
import { checkComposed, type InvoiceStore, type OpenItemsFilter } from '../invoice-store';
import { isOpen, ledgerOf, type LedgerEntry } from '../ledger';

interface InvoiceDocument {
  uuid: string;
  issue_key: string;
  series: string;
  sequence: number;
  order_uuid: string;
  doc: Invoice;
  issued_at: Date;
}

interface PaymentDocument {
  uuid: string;
  invoice_uuid: string;
  /** The bank reference, or the payment's uuid when it has none: unique, so a bank's entry is recorded once. */
  entry_key: string;
  amount: number;
  doc: InvoicePayment;
  recorded_at: Date;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Invoices in the `invoices` collection of the orders database. Numbering needs no transaction
 * (FerretDB 1.x has none): the document is inserted with the series' highest sequence + 1 against
 * a unique index on (series, sequence); of two replicas taking the same sequence one insert fails,
 * and that one reads the highest again and takes the next. The document is the number, so a failed
 * write leaves no gap (MongoSequence hands out values apart from the documents that use them).
 */
export class MongoInvoiceStore implements InvoiceStore {
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  private get invoices() {
    return this.connection.collection<InvoiceDocument>('invoices');
  }

  private get payments() {
    return this.connection.collection<PaymentDocument>('invoice_payments');
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.invoices.createIndex({ series: 1, sequence: -1 }, { unique: true }),
      this.invoices.createIndex({ issue_key: 1 }, { unique: true }),
      this.invoices.createIndex({ uuid: 1 }, { unique: true }),
      this.invoices.createIndex({ order_uuid: 1, issued_at: 1 }),
      this.invoices.createIndex({ 'doc.account.user_id': 1 }),
      this.invoices.createIndex({ 'doc.account.company_id': 1 }),
      this.invoices.createIndex({ 'doc.credits.uuid': 1 }),
      this.invoices.createIndex({ 'doc.kind': 1, 'doc.payment.due_date': 1 }),
      this.payments.createIndex({ entry_key: 1 }, { unique: true }),
      this.payments.createIndex({ invoice_uuid: 1, recorded_at: 1 }),
    ]);
    return this;
  }

  async issue(key: string, series: string, compose: (sequence: number) => Invoice): Promise<Invoice> {
    for (;;) {
      const stored = await this.invoices.findOne({ issue_key: key });
      if (stored) return InvoiceSchema.parse(stored.doc);
      const [highest] = await this.invoices.find({ series }).sort({ sequence: -1 }).limit(1).toArray();
      const sequence = (highest?.sequence ?? 0) + 1;
      const invoice = InvoiceSchema.parse(checkComposed(series, sequence, compose(sequence)));
      try {
        await this.invoices.insertOne({
          uuid: invoice.uuid,
          issue_key: key,
          series,
          sequence,
          order_uuid: invoice.order.uuid,
          doc: invoice,
          issued_at: new Date(),
        });
        return invoice;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        if (await this.invoices.findOne({ uuid: invoice.uuid, issue_key: { $ne: key } }))
          throw new DuplicateKeyError('uuid');
      }
    }
  }

  async find(uuid: string): Promise<Invoice | null> {
    const stored = await this.invoices.findOne({ uuid });
    return stored ? InvoiceSchema.parse(stored.doc) : null;
  }

  async forOrder(orderUuid: string): Promise<Invoice[]> {
    const stored = await this.invoices
      .find({ order_uuid: orderUuid })
      .sort({ issued_at: 1, series: 1, sequence: 1 })
      .toArray();
    return stored.map((document) => InvoiceSchema.parse(document.doc));
  }

  async entryInSeries(series: string, sequence: number): Promise<LedgerEntry | null> {
    const stored = await this.invoices.findOne({ series, sequence });
    if (!stored) return null;
    const [entry] = await this.ledger([InvoiceSchema.parse(stored.doc)]);
    return entry!;
  }

  async forAccount(userId: number, companyId: string | null): Promise<LedgerEntry[]> {
    const whose = [{ 'doc.account.user_id': userId }, ...(companyId ? [{ 'doc.account.company_id': companyId }] : [])];
    const stored = await this.invoices.find({ $or: whose }).sort({ issued_at: -1, series: -1, sequence: -1 }).toArray();
    return this.ledger(stored.map((document) => InvoiceSchema.parse(document.doc)));
  }

  async openItems({ companyId, dueBefore }: OpenItemsFilter): Promise<LedgerEntry[]> {
    // The sums are made here, not in the database: FerretDB 1.x has no $lookup to join the payments.
    const stored = await this.invoices
      .find({
        'doc.kind': 'invoice',
        ...(companyId ? { 'doc.account.company_id': companyId } : {}),
        ...(dueBefore ? { 'doc.payment.due_date': { $lt: dueBefore } } : {}),
      })
      .sort({ 'doc.payment.due_date': 1, sequence: 1 })
      .toArray();
    return (await this.ledger(stored.map((document) => InvoiceSchema.parse(document.doc)))).filter(isOpen);
  }

  async recordPayment(payment: InvoicePayment): Promise<{ recorded: boolean; payment: InvoicePayment }> {
    const checked = InvoicePaymentSchema.parse(payment);
    const entry_key = checked.bank_reference ?? checked.uuid;
    try {
      await this.payments.insertOne({
        uuid: checked.uuid,
        invoice_uuid: checked.invoice_uuid,
        entry_key,
        amount: checked.amount,
        doc: checked,
        recorded_at: new Date(),
      });
      return { recorded: true, payment: checked };
    } catch (error) {
      if (!isDuplicate(error)) throw error;
      const stored = await this.payments.findOne({ entry_key });
      return { recorded: false, payment: InvoicePaymentSchema.parse(stored!.doc) };
    }
  }

  async paymentsOf(invoiceUuid: string): Promise<InvoicePayment[]> {
    const stored = await this.payments.find({ invoice_uuid: invoiceUuid }).sort({ recorded_at: 1, _id: 1 }).toArray();
    return stored.map((document) => InvoicePaymentSchema.parse(document.doc));
  }

  async openBalance(companyId: string): Promise<number> {
    const stored = await this.invoices.find({ 'doc.account.company_id': companyId }).toArray();
    const documents = stored.map((document) => InvoiceSchema.parse(document.doc));
    const payments = await this.payments.find({ invoice_uuid: { $in: documents.map((doc) => doc.uuid) } }).toArray();
    const gross = documents.reduce((sum, doc) => sum + (doc.kind === 'invoice' ? 1 : -1) * doc.totals.gross, 0);
    return gross - payments.reduce((sum, payment) => sum + payment.amount, 0);
  }

  /** The documents with their payments and the credit notes that refer to them. */
  private async ledger(documents: Invoice[]): Promise<LedgerEntry[]> {
    const uuids = documents.map((document) => document.uuid);
    const [payments, creditNotes] = await Promise.all([
      this.payments.find({ invoice_uuid: { $in: uuids } }).toArray(),
      this.invoices.find({ 'doc.credits.uuid': { $in: uuids } }).toArray(),
    ]);
    return ledgerOf(
      documents,
      payments,
      creditNotes.map((note) => InvoiceSchema.parse(note.doc)),
    );
  }

  /** Drops the whole database (tests). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
