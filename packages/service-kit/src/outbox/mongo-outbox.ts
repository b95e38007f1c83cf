import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';
import type { ClientSession, Connection } from 'mongoose';
import { createEnvelope } from '../events/envelope';
import { migrateMongo, type MongoMigration } from '../migrations/mongo-migrate';
import type { MigrationLogger } from '../migrations/schema-version';
import type { OutboxRow, OutboxStore } from './outbox';

interface OutboxDocument {
  eventId: string;
  topic: string;
  key: string | null;
  envelope: EventEnvelope;
  createdAt: Date;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** The outbox collection's indexes (`event_outbox` in the `migrations` collection). */
const outboxIndexMigrations = (collectionName: string): MongoMigration[] => [
  {
    version: 1,
    name: 'event id unique, unsent rows in order',
    up: async (connection) => {
      const collection = connection.collection(collectionName);
      await collection.createIndex({ eventId: 1 }, { unique: true });
      await collection.createIndex({ sentAt: 1, _id: 1 });
    },
  },
];

/** The server cannot commit a state change and its events together; nothing was written. */
export class TransactionsUnsupportedError extends Error {
  constructor(server: string) {
    super(
      `${server} has no multi-document transactions, which the outbox needs: ` +
        'run MongoDB as a replica set (a single-node one will do)',
    );
    this.name = 'TransactionsUnsupportedError';
  }
}

/**
 * Whether the server commits multi-document transactions: a replica set member or mongos that knows
 * commitTransaction. Asked, not assumed: FerretDB 1.x accepts a write marked as part of a
 * transaction, applies it at once and only then refuses the commit, so trying is not a test.
 */
async function describeTransactions(connection: Connection): Promise<{ supported: boolean; server: string }> {
  const admin = connection.db!.admin();
  const [hello, commands, build] = await Promise.all([
    admin.command({ hello: 1 }),
    admin.command({ listCommands: 1 }),
    admin.command({ buildInfo: 1 }),
  ]);
  const server =
    typeof build.ferretdbVersion === 'string' ? `FerretDB ${build.ferretdbVersion}` : `MongoDB ${build.version}`;
  const replicated = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
  return { supported: replicated && Boolean(commands.commands?.commitTransaction), server };
}

/**
 * The outbox in MongoDB: one document per event in the service's database, inserted in the
 * caller's transaction (`transaction`), so it commits with the state change or not at all:
 *
 *   await outbox.transaction(async (session) => {
 *     await Order.updateOne({ uuid }, update, { session });
 *     await outbox.enqueue(session, 'order.completed', payload, uuid);
 *   });
 *   relay.notify();
 *
 * Rows are relayed in _id order: the driver makes ids that grow within a process, so one
 * replica's events keep their order; events of replicas that commit at the same moment may
 * interleave differently from their commit order (consumers must not rely on an order across keys).
 */
export class MongoOutbox implements OutboxStore {
  constructor(
    private readonly connection: Connection,
    readonly name: string,
    private readonly collectionName = 'event_outbox',
  ) {}

  private transactions?: Promise<{ supported: boolean; server: string }>;

  private get collection() {
    return this.connection.collection<OutboxDocument>(this.collectionName);
  }

  /**
   * Runs `work` in a transaction (mongoose's: retried on transient errors). On a server without
   * transactions it throws TransactionsUnsupportedError before `work` writes anything.
   */
  async transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    this.transactions ??= describeTransactions(this.connection);
    const { supported, server } = await this.transactions.catch((error: unknown) => {
      this.transactions = undefined;
      throw error;
    });
    if (!supported) throw new TransactionsUnsupportedError(server);
    return this.connection.transaction(work);
  }

  /** The relay's queries and the event-id uniqueness need these (versioned migrations: run at start-up). */
  async ensureIndexes(logger?: MigrationLogger): Promise<void> {
    await migrateMongo(this.connection, this.collectionName, outboxIndexMigrations(this.collectionName), logger);
  }

  async enqueue<T extends Topic>(
    session: ClientSession,
    topic: T,
    payload: EventPayload<T>,
    key?: string,
  ): Promise<EventEnvelope<T>> {
    if (!session.inTransaction())
      throw new Error('outbox enqueue must run inside the transaction of the state change it belongs to');
    const envelope = createEnvelope(topic, payload);
    await this.collection.insertOne(
      {
        eventId: envelope.id,
        topic,
        key: key ?? null,
        envelope,
        createdAt: new Date(envelope.occurredAt),
        attempts: 0,
        lastError: null,
        sentAt: null,
      },
      { session },
    );
    return envelope;
  }

  async unsent(limit: number): Promise<OutboxRow[]> {
    const docs = await this.collection.find({ sentAt: null }).sort({ _id: 1 }).limit(limit).toArray();
    return docs.map((doc) => ({
      position: String(doc._id),
      envelope: doc.envelope,
      key: doc.key,
      attempts: doc.attempts,
    }));
  }

  async markSent(row: OutboxRow): Promise<void> {
    await this.collection.updateOne(
      { eventId: row.envelope.id, sentAt: null },
      { $set: { sentAt: new Date(), lastError: null }, $inc: { attempts: 1 } },
    );
  }

  async recordFailure(row: OutboxRow, error: string): Promise<void> {
    await this.collection.updateOne(
      { eventId: row.envelope.id },
      { $set: { lastError: error.slice(0, 2000) }, $inc: { attempts: 1 } },
    );
  }

  async backlog(): Promise<number> {
    return this.collection.countDocuments({ sentAt: null });
  }

  async pruneSent(cutoff: Date): Promise<number> {
    const result = await this.collection.deleteMany({ sentAt: { $ne: null, $lt: cutoff } });
    return result.deletedCount ?? 0;
  }
}
