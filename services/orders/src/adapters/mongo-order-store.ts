import { OrderSchema, type Order } from '@shop/contracts';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { DuplicateKeyError, type OrderStore } from '../ports/order-store';

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
orderSchema.index({ order_number: 1 }, { unique: true, partialFilterExpression: { order_number: { $type: 'string' } } });

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
const sequenceSchema = new Schema<SequenceDocument>({ _id: { type: String, required: true }, value: { type: Number, required: true } });

/** The production store: MongoDB through mongoose, same documents as the embedded store. */
export class MongoOrderStore implements OrderStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;
  private readonly orders: Model<OrderDocument>;
  private readonly processed: Model<ProcessedDocument>;
  private readonly sequences: Model<SequenceDocument>;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.orders = this.connection.model<OrderDocument>('Order', orderSchema);
    this.processed = this.connection.model<ProcessedDocument>('ProcessedEvent', processedSchema, 'processed_events');
    this.sequences = this.connection.model<SequenceDocument>('Sequence', sequenceSchema, 'sequences');
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([this.orders.init(), this.processed.init()]);
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

  async replace(order: Order): Promise<boolean> {
    const result = await this.orders.replaceOne({ uuid: order.uuid }, this.toDocument(order));
    return result.matchedCount === 1;
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    const result = await this.processed.updateOne({ consumer, eventId }, { $setOnInsert: { consumer, eventId } }, { upsert: true });
    return result.upsertedCount === 1;
  }

  async findByUser(userid: number): Promise<Order[]> {
    const found = await this.orders.find({ user_id: userid, order_number: { $type: 'string' } }).sort({ id: -1 }).lean();
    return found.map((doc) => OrderSchema.parse(doc.doc));
  }

  async nextSequence(name: string): Promise<number> {
    const doc = await this.sequences.findOneAndUpdate({ _id: name }, { $inc: { value: 1 } }, { upsert: true, new: true }).lean();
    return doc!.value;
  }

  /** Drops this store's database (tests against a throw-away database). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
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
