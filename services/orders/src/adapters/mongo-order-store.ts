import { OrderSchema, type Order } from '@shop/contracts';
import { MongoOutbox } from '@shop/service-kit';
import mongoose, { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import { DuplicateKeyError, type AnyOrderEvent, type OrderStore } from '../ports/order-store';

interface OrderDocument {
  uuid: string;
  id: number | null;
  user_id: number | null;
  order_status: string;
  order_number: string | null;
  doc: Order;
}

const orderSchema = new Schema<OrderDocument>(
  {
    uuid: { type: String, required: true, unique: true },
    id: { type: Number, default: null },
    user_id: { type: Number, default: null, index: true },
    order_status: { type: String, required: true },
    order_number: { type: String, default: null },
    doc: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, minimize: false },
);
orderSchema.index(
  { order_number: 1 },
  { unique: true, partialFilterExpression: { order_number: { $type: 'string' } } },
);

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
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([this.orders.init(), this.processed.init(), this.outbox.ensureIndexes()]);
    return this;
  }

  async findByUuid(uuid: string): Promise<Order | null> {
    const found = await this.orders.findOne({ uuid }).lean();
    return found ? OrderSchema.parse(found.doc) : null;
  }

  async insert(order: Order): Promise<void> {
    try {
      await this.orders.create(this.toDocument(order));
    } catch (error) {
      const mongoError = error as { code?: number; keyPattern?: Record<string, unknown> };
      if (mongoError.code === 11000) throw new DuplicateKeyError(Object.keys(mongoError.keyPattern ?? {})[0] ?? 'key');
      throw error;
    }
  }

  async replace(order: Order, events: readonly AnyOrderEvent[] = []): Promise<boolean> {
    if (events.length === 0) {
      const result = await this.orders.replaceOne({ uuid: order.uuid }, this.toDocument(order));
      return result.matchedCount === 1;
    }
    const replaced = await this.connection.transaction(async (session) => {
      const result = await this.orders.replaceOne({ uuid: order.uuid }, this.toDocument(order), { session });
      if (result.matchedCount !== 1) return false;
      await this.write(session, events);
      return true;
    });
    if (replaced) this.announce();
    return replaced;
  }

  async enqueue(events: readonly AnyOrderEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.connection.transaction((session) => this.write(session, events));
    this.announce();
  }

  onEvents(listener: () => void): void {
    this.listeners.push(listener);
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    const result = await this.processed.updateOne(
      { consumer, eventId },
      { $setOnInsert: { consumer, eventId } },
      { upsert: true },
    );
    return result.upsertedCount === 1;
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

  async nextSequence(name: string): Promise<number> {
    const doc = await this.sequences
      .findOneAndUpdate({ _id: name }, { $inc: { value: 1 } }, { upsert: true, new: true })
      .lean();
    return doc!.value;
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

  private toDocument(order: Order): OrderDocument {
    return {
      uuid: order.uuid,
      id: order.id,
      user_id: order.user_id,
      order_status: order.order_status,
      order_number: order.order_number,
      doc: order,
    };
  }
}
