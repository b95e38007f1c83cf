import { OrderSchema, type Order } from '@shop/contracts';
import { migrateMongo, MongoOutbox, type MongoMigration } from '@shop/service-kit';
import mongoose, { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import {
  DuplicateKeyError,
  RevisionConflictError,
  type AnyOrderEvent,
  type OrderStore,
  type RevisedOrder,
} from '../ports/order-store';
import { MongoQuoteStore } from './mongo-quote-store';

interface OrderDocument {
  uuid: string;
  id: number | null;
  user_id: number | null;
  company_id: string | null;
  order_status: string;
  order_number: string | null;
  /** The order number, or `cart:<uuid>` while it has none: unique on every MongoDB-protocol server. */
  order_number_key: string;
  /** Counted up by every replace; a conditional replace filters on it (optimistic concurrency). */
  revision: number;
  doc: Order;
}

const orderSchema = new Schema<OrderDocument>(
  {
    uuid: { type: String, required: true, unique: true },
    id: { type: Number, default: null },
    user_id: { type: Number, default: null, index: true },
    company_id: { type: String, default: null, index: true },
    order_status: { type: String, required: true },
    order_number: { type: String, default: null },
    order_number_key: { type: String, required: true },
    revision: { type: Number, required: true },
    doc: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, minimize: false },
);

const orderNumberKey = (order: Pick<Order, 'uuid' | 'order_number'>) => order.order_number ?? `cart:${order.uuid}`;

/**
 * Order numbers are unique among orders, never among carts (all null). Not a partial index on
 * order_number: FerretDB has none (docs/production.md), so a key every document has and no two share.
 */
const orderIndexMigrations: MongoMigration[] = [
  {
    version: 1,
    name: 'order number unique, carts exempt (order_number_key)',
    up: async (connection) => {
      const orders = connection.collection<OrderDocument>('orders');
      for await (const found of orders.find({ order_number_key: { $exists: false } })) {
        await orders.updateOne({ _id: found._id }, { $set: { order_number_key: orderNumberKey(found.doc) } });
      }
      await orders.createIndex({ order_number_key: 1 }, { unique: true });
    },
  },
  {
    version: 2,
    name: 'order revisions (optimistic concurrency)',
    up: async (connection) => {
      await connection
        .collection<OrderDocument>('orders')
        .updateMany({ revision: { $exists: false } }, { $set: { revision: 0 } });
    },
  },
];

interface ProcessedDocument {
  consumer: string;
  eventId: string;
}
const processedSchema = new Schema<ProcessedDocument>(
  { consumer: { type: String, required: true }, eventId: { type: String, required: true } },
  { timestamps: true },
);
processedSchema.index({ consumer: 1, eventId: 1 }, { unique: true });

interface SequenceDocument {
  _id: string;
  value: number;
}
const sequenceSchema = new Schema<SequenceDocument>({
  _id: { type: String, required: true },
  value: { type: Number, required: true },
});

/**
 * The production store: MongoDB through mongoose, same documents as the embedded store. A write
 * with events runs in a MongoDB transaction with their outbox documents (MongoOutbox), so the
 * database needs to be a replica set (a single-node one will do).
 */
export class MongoOrderStore implements OrderStore {
  readonly kind = 'mongodb';
  readonly outbox: MongoOutbox;
  readonly quotes: MongoQuoteStore;
  private readonly listeners: (() => void)[] = [];
  private readonly connection: Connection;
  private readonly orders: Model<OrderDocument>;
  private readonly processed: Model<ProcessedDocument>;
  private readonly sequences: Model<SequenceDocument>;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.orders = this.connection.model<OrderDocument>('Order', orderSchema);
    this.processed = this.connection.model<ProcessedDocument>('ProcessedEvent', processedSchema, 'processed_events');
    this.sequences = this.connection.model<SequenceDocument>('Sequence', sequenceSchema, 'sequences');
    this.outbox = new MongoOutbox(this.connection, 'orders');
    this.quotes = new MongoQuoteStore(
      this.connection,
      this.outbox,
      (session, events) => this.write(session, events),
      () => this.announce(),
    );
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.orders.init().then(() => migrateMongo(this.connection, 'orders', orderIndexMigrations)),
      this.processed.init(),
      this.quotes.init(),
      this.outbox.ensureIndexes(),
    ]);
    return this;
  }

  async findByUuid(uuid: string): Promise<Order | null> {
    return (await this.findRevised(uuid))?.order ?? null;
  }

  async findRevised(uuid: string): Promise<RevisedOrder | null> {
    const found = await this.orders.findOne({ uuid }).lean();
    return found ? { order: OrderSchema.parse(found.doc), revision: found.revision } : null;
  }

  async insert(order: Order): Promise<void> {
    try {
      await this.orders.create({ ...this.toDocument(order), revision: 1 });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new DuplicateKeyError(await this.collidingKey(order));
      throw error;
    }
  }

  /** Which unique key a refused insert collided on: asked, as FerretDB's error does not name the index. */
  private async collidingKey(order: Order): Promise<string> {
    if (await this.orders.exists({ uuid: order.uuid })) return 'uuid';
    return order.order_number !== null ? 'order_number' : 'key';
  }

  async replace(order: Order, events: readonly AnyOrderEvent[] = [], expected?: number): Promise<boolean> {
    // One document, one update: the revision filter and the new content apply atomically on MongoDB.
    const update = (session?: ClientSession) =>
      this.orders.updateOne(
        expected === undefined ? { uuid: order.uuid } : { uuid: order.uuid, revision: expected },
        { $set: this.toDocument(order), $inc: { revision: 1 } },
        { session },
      );
    const replaced =
      events.length === 0
        ? (await update()).matchedCount === 1
        : await this.outbox.transaction(async (session) => {
            if ((await update(session)).matchedCount !== 1) return false;
            await this.write(session, events);
            return true;
          });
    if (replaced && events.length > 0) this.announce();
    if (!replaced && expected !== undefined && (await this.orders.exists({ uuid: order.uuid })))
      throw new RevisionConflictError(order.uuid);
    return replaced;
  }

  async enqueue(events: readonly AnyOrderEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.outbox.transaction((session) => this.write(session, events));
    this.announce();
  }

  onEvents(listener: () => void): void {
    this.listeners.push(listener);
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    try {
      const result = await this.processed.updateOne(
        { consumer, eventId },
        { $setOnInsert: { consumer, eventId } },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    } catch (error) {
      // A concurrent first record of the same event won the insert.
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  async isProcessed(consumer: string, eventId: string): Promise<boolean> {
    return (await this.processed.exists({ consumer, eventId })) !== null;
  }

  async findByUser(userid: number): Promise<Order[]> {
    const found = await this.orders
      .find({ user_id: userid, order_number: { $type: 'string' } })
      .sort({ id: -1 })
      .lean();
    return found.map((doc) => OrderSchema.parse(doc.doc));
  }

  async findByCompany(companyId: string): Promise<Order[]> {
    const found = await this.orders
      .find({ company_id: companyId, order_number: { $type: 'string' } })
      .sort({ id: -1 })
      .lean();
    return found.map((doc) => OrderSchema.parse(doc.doc));
  }

  async nextSequence(name: string): Promise<number> {
    // Two first callers may both insert: one wins, the other's retry then increments its document.
    // (MongoDB retries such an upsert itself; FerretDB answers the duplicate key.)
    for (;;) {
      try {
        const doc = await this.sequences
          .findOneAndUpdate({ _id: name }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' })
          .lean();
        return doc!.value;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
    }
  }

  /** Drops this store's database (tests against a throw-away database). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /** The events' outbox documents, in the caller's transaction. */
  private async write(session: ClientSession, events: readonly AnyOrderEvent[]): Promise<void> {
    for (const event of events) {
      const envelope = await this.outbox.enqueue(session, event.topic, event.payload as never, event.key);
      if (event.id && event.id !== envelope.id) {
        // A fixed id (order.paid): the outbox's unique index on it refuses a second announcement,
        // and with it this whole transaction.
        await this.connection
          .collection('event_outbox')
          .updateOne({ eventId: envelope.id }, { $set: { eventId: event.id, 'envelope.id': event.id } }, { session });
      }
    }
  }

  private announce() {
    for (const listener of this.listeners) listener();
  }

  private toDocument(order: Order): Omit<OrderDocument, 'revision'> {
    return {
      uuid: order.uuid,
      id: order.id,
      user_id: order.user_id,
      company_id: order.company?.id ?? null,
      order_status: order.order_status,
      order_number: order.order_number,
      order_number_key: orderNumberKey(order),
      doc: order,
    };
  }
}
