import { OrderSchema, type Order } from '@shop/contracts';
import {
  migrateMongo,
  MongoKeyLock,
  MongoOutbox,
  MongoSequence,
  withOutboxIds,
  type MongoMigration,
} from '@shop/service-kit';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import {
  DuplicateKeyError,
  RevisionConflictError,
  type AnyOrderEvent,
  type LinePositions,
  type OrderEvents,
  type OrderStore,
  type RevisedOrder,
} from '../order-store';
import { MongoQuoteStore } from './mongo-quote-store';

export interface StoredOrder {
  uuid: string;
  id: number | null;
  user_id: number | null;
  company_id: string | null;
  order_status: string;
  order_number: string | null;
  /** The order number, or `cart:<uuid>` while it has none: unique on every MongoDB-protocol server. */
  order_number_key: string;
  /** Counted up by every replace; a conditional replace writes only over the revision it read. */
  revision: number;
  /** The order but its lines (`items` empty): a change of one line does not rewrite the others. */
  doc: Order;
  /** The order's lines, in order: a cart change sets the ones it changed (`items.<index>`). */
  items: Order['items'];
  /** The ids of the events the order's recent writes committed (the outbox asks, MongoOutbox.commit). */
  outbox_ids?: string[];
}

const orderSchema = new Schema<StoredOrder>(
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
    items: { type: Schema.Types.Mixed, required: true },
    outbox_ids: { type: [String], default: undefined },
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
      const orders = connection.collection<StoredOrder>('orders');
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
        .collection<StoredOrder>('orders')
        .updateMany({ revision: { $exists: false } }, { $set: { revision: 0 } });
    },
  },
  {
    version: 3,
    name: 'sequences: one document per value (sequence_values), carried over from the counters',
    up: async (connection) => {
      const values = new MongoSequence(connection);
      await values.ensureIndexes();
      for await (const counter of connection.collection<{ _id: string; value: number }>('sequences').find()) {
        if ((await values.current(counter._id)) < counter.value) await values.next(counter._id, counter.value - 1);
      }
    },
  },
  {
    version: 4,
    name: 'order lines beside the order (items), so a change sets only the lines it changed',
    up: async (connection) => {
      const orders = connection.collection<StoredOrder>('orders');
      for await (const found of orders.find({ items: { $exists: false } })) {
        await orders.updateOne({ _id: found._id }, { $set: { items: found.doc.items, 'doc.items': [] } });
      }
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

/**
 * The production store: MongoDB through mongoose, same documents as the embedded store. No write
 * needs a multi-document transaction, so it holds on FerretDB 1.x as on a MongoDB replica set:
 * a replace holds the order's lock (MongoKeyLock: its revision check and write are one step for
 * every other writer) and is one document write, which also commits its events (MongoOutbox.commit);
 * sequence values are single by a unique key (MongoSequence). An order's lines are an array
 * beside its header (`items`): a replace given the lines that changed since the revision it
 * checked sets those (`$set` of `items.<index>`, an index past the end appends) with the header,
 * never the whole array; any other replace sets every line.
 */
export class MongoOrderStore implements OrderStore {
  readonly kind = 'mongodb';
  readonly outbox: MongoOutbox;
  readonly quotes: MongoQuoteStore;
  private readonly listeners: (() => void)[] = [];
  private readonly connection: Connection;
  private readonly orders: Model<StoredOrder>;
  private readonly processed: Model<ProcessedDocument>;
  private readonly sequences: MongoSequence;
  private readonly locks: MongoKeyLock;

  constructor(uri: string) {
    // An optional field left undefined is absent, as in the embedded store's JSON: stored as null
    // (the driver's default) the order would no longer parse.
    this.connection = mongoose.createConnection(uri, { ignoreUndefined: true });
    this.orders = this.connection.model<StoredOrder>('Order', orderSchema);
    this.processed = this.connection.model<ProcessedDocument>('ProcessedEvent', processedSchema, 'processed_events');
    this.sequences = new MongoSequence(this.connection);
    this.locks = new MongoKeyLock(this.connection, 'order_locks');
    this.outbox = new MongoOutbox(this.connection, 'orders');
    this.quotes = new MongoQuoteStore(this.connection, this.outbox, this.locks, () => this.announce());
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.orders.init().then(() => migrateMongo(this.connection, 'orders', orderIndexMigrations)),
      this.processed.init(),
      this.sequences.ensureIndexes(),
      this.locks.ensureIndexes(),
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
    return found ? { order: storedOrder(found), revision: found.revision } : null;
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

  async replace(order: Order, events: OrderEvents = [], expected?: number, changed?: LinePositions): Promise<boolean> {
    const replaced = await this.locks.withLock(`order:${order.uuid}`, async () => {
      const held = await this.orders.findOne({ uuid: order.uuid }, { revision: 1, outbox_ids: 1 }).lean();
      if (!held) return false;
      if (expected !== undefined && held.revision !== expected) throw new RevisionConflictError(order.uuid);
      // The whole change is one document write, the revision read under the lock counted up.
      const write = async (ids: string[]) => {
        const { items, ...header } = this.toDocument(order);
        // The named lines were made from the revision checked above, so only they differ.
        const lines =
          expected !== undefined && changed
            ? Object.fromEntries(changed.map((at) => [`items.${at}`, items[at]]))
            : { items };
        const set = { ...header, ...lines, revision: held.revision + 1 };
        const update = ids.length > 0 ? { ...set, outbox_ids: withOutboxIds(held.outbox_ids, ids) } : set;
        return (await this.orders.updateOne({ uuid: order.uuid }, { $set: update })).matchedCount === 1;
      };
      return this.outbox.commit({ collection: 'orders', field: 'uuid', value: order.uuid }, events, write);
    });
    if (replaced && events.length > 0) this.announce();
    return replaced;
  }

  async enqueue(events: readonly AnyOrderEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.outbox.commitBatch(events);
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
    return found.map(storedOrder);
  }

  async findByCompany(companyId: string): Promise<Order[]> {
    const found = await this.orders
      .find({ company_id: companyId, order_number: { $type: 'string' } })
      .sort({ id: -1 })
      .lean();
    return found.map(storedOrder);
  }

  async nextSequence(name: string): Promise<number> {
    return this.sequences.next(name);
  }

  /** Drops this store's database (tests against a throw-away database). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private announce() {
    for (const listener of this.listeners) listener();
  }

  private toDocument(order: Order): Omit<StoredOrder, 'revision'> {
    return {
      uuid: order.uuid,
      id: order.id,
      user_id: order.user_id,
      company_id: order.company?.id ?? null,
      order_status: order.order_status,
      order_number: order.order_number,
      order_number_key: orderNumberKey(order),
      doc: { ...order, items: [] },
      items: order.items,
    };
  }
}

/** The order a stored document holds: its header with its lines, validated. */
export function storedOrder(found: Pick<StoredOrder, 'doc' | 'items'>): Order {
  return OrderSchema.parse({ ...found.doc, items: found.items });
}
