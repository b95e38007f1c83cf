import { InvoiceSchema, type Invoice } from '@shop/contracts';
import mongoose, { type Connection } from 'mongoose';
import { DuplicateKeyError } from '../ports/order-store';
import { checkComposed, type InvoiceStore } from './invoice-store';

interface InvoiceDocument {
  uuid: string;
  issue_key: string;
  series: string;
  sequence: number;
  order_uuid: string;
  doc: Invoice;
  issued_at: Date;
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

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.invoices.createIndex({ series: 1, sequence: -1 }, { unique: true }),
      this.invoices.createIndex({ issue_key: 1 }, { unique: true }),
      this.invoices.createIndex({ uuid: 1 }, { unique: true }),
      this.invoices.createIndex({ order_uuid: 1, issued_at: 1 }),
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

  /** Drops the whole database (tests). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
