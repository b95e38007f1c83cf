import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventPayload, Topic } from '@shop/contracts';
import type { Connection, mongo } from 'mongoose';
import { createEnvelope } from '../events/envelope';
import { migrateMongo, type MongoMigration } from '../migrations/mongo-migrate';
import type { MigrationLogger } from '../migrations/schema-version';
import type { OutboxRow, OutboxStore } from './outbox';

/** The document whose one write commits a staged event: it then holds the event's id in `outbox_ids`. */
export interface OutboxOwner {
  collection: string;
  /** A field that finds the document alone (`uuid`, `userid`, `_id`). */
  field: string;
  value: string | number;
}

/** An event to commit with its owner's write. */
export interface OutboxEvent<T extends Topic = Topic> {
  topic: T;
  payload: EventPayload<T>;
  /** The bus key: one key's events are published in their order. */
  key?: string | null;
  /** A fixed event id (one per announcement however many writers make it), else a fresh one. */
  id?: string;
}

/** Every OutboxEvent of any topic (the topic decides the payload's type). */
export type AnyOutboxEvent = { [T in Topic]: OutboxEvent<T> }[Topic];

/** The owner document's field that holds the ids of the events its writes committed. */
export const outboxIdsField = 'outbox_ids';
/** How many event ids an owner document keeps: the relay needs only those of recent writes. */
export const outboxIdsKept = 50;

/** The `outbox_ids` an owner's write stores: what it held, then the new ids, the last 50 kept. */
export function withOutboxIds(held: readonly string[] | undefined, added: readonly string[]): string[] {
  return [...(held ?? []), ...added].slice(-outboxIdsKept);
}

/** An event with a fixed id that was committed before: the write carrying it again did not happen. */
export class DuplicateEventError extends Error {
  constructor(readonly eventId: string) {
    super(`event ${eventId} was announced before`);
    this.name = 'DuplicateEventError';
  }
}

interface OutboxDocument {
  eventId: string;
  topic: string;
  key: string | null;
  envelope: EventEnvelope;
  createdAt: Date;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  /** Written before its owner's write: not an event until the owner holds its id (rows of transactions lack it). */
  staged?: boolean;
  owner?: OutboxOwner;
}

/** The owner of events that change no document: its insert is their commit. */
interface BatchDocument {
  _id: string;
  outbox_ids: string[];
  at: Date;
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

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

export interface MongoOutboxOptions {
  collectionName?: string;
  /** The owners of events that change no document (`commitBatch`). */
  batchCollectionName?: string;
  /**
   * A staged row whose owner still lacks its id after this long belongs to a write that never
   * happened (a crash, a refused write) and is deleted (default 60 s: far above any write's time).
   */
  stagedGraceMs?: number;
}

/**
 * The outbox in MongoDB, without multi-document transactions
 * (docs/decisions/2026-11-28-outbox-without-transactions.md).
 * A write with events (`commit`) first inserts their rows marked `staged`, each naming its owner
 * document; then makes the owner's ONE document write, which also stores the events' ids in the
 * owner's `outbox_ids` (withOutboxIds); then un-stages the rows. The owner's write is the commit:
 *
 *   await outbox.commit({ collection: 'orders', field: 'uuid', value: uuid }, events, async (ids) => {
 *     const set = { ...doc, outbox_ids: withOutboxIds(held.outbox_ids, ids) };
 *     return (await orders.updateOne({ uuid }, { $set: set })).matchedCount === 1;
 *   });
 *   relay.notify();
 *
 * The relay publishes a staged row only once its owner holds its id (a crash before the un-staging),
 * deletes one whose owner still lacks it after the grace period (the write never happened), and
 * waits for a younger one, holding back the later rows of its key. It never writes an owner.
 *
 * Rows are relayed in _id order: the driver makes ids that grow within a process, so one
 * replica's events keep their order; events of replicas that commit at the same moment may
 * interleave differently from their commit order (consumers must not rely on an order across keys).
 */
export class MongoOutbox implements OutboxStore {
  private readonly collectionName: string;
  private readonly batchCollectionName: string;
  private readonly stagedGraceMs: number;

  constructor(
    private readonly connection: Connection,
    readonly name: string,
    options: MongoOutboxOptions = {},
  ) {
    this.collectionName = options.collectionName ?? 'event_outbox';
    this.batchCollectionName = options.batchCollectionName ?? 'event_outbox_batches';
    this.stagedGraceMs = options.stagedGraceMs ?? 60_000;
  }

  private get collection() {
    return this.connection.collection<OutboxDocument>(this.collectionName);
  }

  private get batches() {
    return this.connection.collection<BatchDocument>(this.batchCollectionName);
  }

  /** The relay's queries and the event-id uniqueness need these (versioned migrations: run at start-up). */
  async ensureIndexes(logger?: MigrationLogger): Promise<void> {
    await migrateMongo(this.connection, this.collectionName, outboxIndexMigrations(this.collectionName), logger);
  }

  /**
   * Commits `events` with their owner's one-document write. `write` gets the events' ids, makes the
   * write storing them in the owner's `outbox_ids`, and answers whether it wrote (false: no such
   * document, a revision conflict). Answers the same; when the write did not happen (false, or it
   * threw and the owner lacks the ids), the staged rows are deleted. A fixed id committed before
   * is refused (DuplicateEventError) before `write` runs. Writes of one owner must not run
   * concurrently (the caller holds a lock or a unique key): a fixed id staged by a write that did
   * not commit is taken over by the next write carrying it.
   */
  async commit(
    owner: OutboxOwner,
    events: readonly AnyOutboxEvent[],
    write: (ids: string[]) => Promise<boolean>,
  ): Promise<boolean> {
    const rows = events.map((event) => this.row(event, owner));
    const staged: OutboxDocument[] = [];
    let wrote: boolean;
    try {
      for (const row of rows) {
        await this.stage(row);
        staged.push(row);
      }
      wrote = await write(rows.map((row) => row.eventId));
    } catch (error) {
      // A write that failed may still have reached the owner (the answer was lost): its document says.
      if (staged.length === rows.length && rows.length > 0 && (await this.ownerHolds(owner, rows[0]!.eventId)))
        await this.unstage(rows);
      else await this.discard(staged);
      throw error;
    }
    if (!wrote) await this.discard(staged);
    else if (rows.length > 0) await this.unstage(rows);
    return wrote;
  }

  /** Commits events that change no document (an offer request): their owner is a batch document of their own. */
  async commitBatch(events: readonly AnyOutboxEvent[]): Promise<void> {
    if (events.length === 0) return;
    const batch = randomUUID();
    await this.commit({ collection: this.batchCollectionName, field: '_id', value: batch }, events, async (ids) => {
      await this.batches.insertOne({ _id: batch, outbox_ids: ids, at: new Date() });
      return true;
    });
  }

  async unsent(limit: number): Promise<OutboxRow[]> {
    const docs = await this.collection.find({ sentAt: null }).sort({ _id: 1 }).limit(limit).toArray();
    const waiting = new Set<string | null>();
    const rows: OutboxRow[] = [];
    for (const doc of docs) {
      if (waiting.has(doc.key)) continue;
      if (doc.staged && doc.owner) {
        const verdict = await this.settle(doc);
        if (verdict === 'never') continue;
        if (verdict === 'pending') {
          // Its later rows of the same key wait with it: one key's events keep their order.
          waiting.add(doc.key);
          continue;
        }
      }
      rows.push({ position: String(doc._id), envelope: doc.envelope, key: doc.key, attempts: doc.attempts });
    }
    return rows;
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
    // A batch's events were settled long before: it is no longer asked.
    await this.batches.deleteMany({ at: { $lt: cutoff } });
    return result.deletedCount ?? 0;
  }

  private row(event: AnyOutboxEvent, owner: OutboxOwner | null, made?: EventEnvelope): OutboxDocument {
    const created = made ?? createEnvelope(event.topic, event.payload as never);
    const envelope = event.id ? { ...created, id: event.id } : created;
    return {
      eventId: envelope.id,
      topic: event.topic,
      key: event.key ?? null,
      envelope,
      createdAt: new Date(envelope.occurredAt),
      attempts: 0,
      lastError: null,
      sentAt: null,
      ...(owner ? { staged: true, owner } : {}),
    };
  }

  /**
   * Inserts a staged row. A fixed id that exists already is refused when it was committed; a staged
   * leftover whose owner lacks it (a write that never happened) gives way to this one.
   */
  private async stage(row: OutboxDocument): Promise<void> {
    for (;;) {
      try {
        await this.collection.insertOne({ ...row });
        return;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
      const held = await this.collection.findOne({ eventId: row.eventId });
      if (!held) continue;
      if (!held.staged || !held.owner || (await this.ownerHolds(held.owner, held.eventId)))
        throw new DuplicateEventError(row.eventId);
      await this.collection.deleteOne({ _id: held._id });
    }
  }

  /**
   * After the commit: the relay need not ask the owner. A row the relay deleted meanwhile (this
   * write took longer than the grace period) is written again: its owner holds it now.
   */
  private async unstage(rows: readonly OutboxDocument[]): Promise<void> {
    const ids = rows.map((row) => row.eventId);
    const { matchedCount } = await this.collection.updateMany({ eventId: { $in: ids } }, { $set: { staged: false } });
    if (matchedCount === rows.length) return;
    for (const row of rows) {
      try {
        await this.collection.insertOne({ ...row, staged: false });
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
    }
  }

  /** The rows of a write that did not happen. */
  private async discard(staged: readonly OutboxDocument[]): Promise<void> {
    if (staged.length === 0) return;
    await this.collection.deleteMany({ eventId: { $in: staged.map((row) => row.eventId) }, staged: true });
  }

  private async ownerHolds(owner: OutboxOwner, eventId: string): Promise<boolean> {
    const found = await this.connection
      .collection(owner.collection)
      .findOne({ [owner.field]: owner.value, [outboxIdsField]: eventId }, { projection: { _id: 1 } });
    return found !== null;
  }

  /** Whether a staged row's write committed, never will, or may still. */
  private async settle(doc: mongo.WithId<OutboxDocument>): Promise<'committed' | 'never' | 'pending'> {
    if (await this.ownerHolds(doc.owner!, doc.eventId)) {
      await this.collection.updateOne({ _id: doc._id }, { $set: { staged: false } });
      return 'committed';
    }
    if (doc.createdAt.getTime() > Date.now() - this.stagedGraceMs) return 'pending';
    await this.collection.deleteOne({ _id: doc._id, staged: true });
    return 'never';
  }
}
