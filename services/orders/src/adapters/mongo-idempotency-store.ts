import { ensureExpiryIndex, migrateMongo, type MigrationLogger, type MongoMigration } from '@shop/service-kit';
import mongoose, { type Connection } from 'mongoose';
import type { ClaimRequest, IdempotencyRecord, IdempotencyStore, StoredAnswer } from '../ports/idempotency-store';

interface KeyDocument {
  _id: string;
  fingerprint: string;
  state: 'running' | 'done';
  answer: StoredAnswer | null;
  leaseUntil: Date;
  expiresAt: Date;
}

/** The collection's indexes (`idempotency_keys` in the `migrations` collection). */
const idempotencyIndexMigrations: MongoMigration[] = [
  {
    version: 1,
    name: 'expiry (TTL)',
    up: async (connection) => void (await ensureExpiryIndex(connection, 'idempotency_keys', 'expiresAt')),
  },
];

const duplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Idempotency records in the orders' MongoDB database (collection `idempotency_keys`). A claim is
 * one insert of the key's `_id` (unique) or one conditional update, so of two racing requests
 * exactly one claims it. A TTL index removes records once they expire; until the server's TTL
 * pass does, an expired record is treated as absent.
 */
export class MongoIdempotencyStore implements IdempotencyStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  private get keys() {
    return this.connection.collection<KeyDocument>('idempotency_keys');
  }

  /** Connects and brings the indexes up to date; `logger` hears which migrations were applied. */
  async ready(logger?: MigrationLogger): Promise<this> {
    await this.connection.asPromise();
    await migrateMongo(this.connection, 'idempotency_keys', idempotencyIndexMigrations, logger);
    return this;
  }

  async claim(request: ClaimRequest): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }> {
    const fresh: Omit<KeyDocument, '_id'> = {
      fingerprint: request.fingerprint,
      state: 'running',
      answer: null,
      leaseUntil: request.leaseUntil,
      expiresAt: request.expiresAt,
    };
    // Take over an expired record, or a running one of the same request whose process died.
    const takenOver = await this.keys.updateOne(
      {
        _id: request.id,
        $or: [
          { expiresAt: { $lte: request.now } },
          { state: 'running', leaseUntil: { $lte: request.now }, fingerprint: request.fingerprint },
        ],
      },
      { $set: fresh },
    );
    if (takenOver.modifiedCount === 1) return { claimed: true };
    try {
      await this.keys.insertOne({ _id: request.id, ...fresh });
      return { claimed: true };
    } catch (error) {
      if (!duplicateKey(error)) throw error;
    }
    const found = await this.keys.findOne({ _id: request.id });
    // Removed between the insert and this read (TTL, release): the caller's retry claims it then.
    if (!found) return { claimed: false, record: { state: 'running', fingerprint: request.fingerprint } };
    return {
      claimed: false,
      record:
        found.state === 'done' && found.answer
          ? { state: 'done', fingerprint: found.fingerprint, answer: found.answer }
          : { state: 'running', fingerprint: found.fingerprint },
    };
  }

  async complete(id: string, answer: StoredAnswer): Promise<void> {
    await this.keys.updateOne({ _id: id }, { $set: { state: 'done', answer } });
  }

  async release(id: string): Promise<void> {
    await this.keys.deleteOne({ _id: id, state: 'running' });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
