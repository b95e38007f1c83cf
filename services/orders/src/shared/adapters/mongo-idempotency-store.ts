import {
  ensureExpiryIndex,
  hasExpiryIndex,
  migrateMongo,
  MongoExpirySweep,
  MongoKeyLock,
  type MigrationLogger,
  type MongoMigration,
} from '@shop/service-kit';
import mongoose, { type Connection } from 'mongoose';
import type { ClaimRequest, IdempotencyRecord, IdempotencyStore, StoredAnswer } from '../idempotency-store';

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

export interface MongoIdempotencyStoreOptions {
  /** How often expired records are removed where the server has no TTL index (default 10 min). */
  expirySweepMs?: number;
}

/**
 * Idempotency records in the orders' MongoDB database (collection `idempotency_keys`). A claim
 * holds the key's lock (MongoKeyLock, `idempotency_locks`) while it reads the record and writes
 * it whole, so of two racing requests exactly one claims it, also where updates are not isolated
 * (FerretDB 1.x). Expired records are removed by a TTL index, or by a sweep where the server has
 * none; until then an expired record is treated as absent.
 */
export class MongoIdempotencyStore implements IdempotencyStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;
  private readonly locks: MongoKeyLock;
  private readonly sweep: MongoExpirySweep;

  constructor(uri: string, options: MongoIdempotencyStoreOptions = {}) {
    this.connection = mongoose.createConnection(uri);
    this.locks = new MongoKeyLock(this.connection, 'idempotency_locks');
    this.sweep = new MongoExpirySweep(this.connection, 'idempotency_keys', 'expiresAt', {
      everyMs: options.expirySweepMs,
    });
  }

  private get keys() {
    return this.connection.collection<KeyDocument>('idempotency_keys');
  }

  /** Connects and brings the indexes up to date; `logger` hears which migrations were applied. */
  async ready(logger?: MigrationLogger): Promise<this> {
    await this.connection.asPromise();
    await migrateMongo(this.connection, 'idempotency_keys', idempotencyIndexMigrations, logger);
    await this.locks.ensureIndexes();
    if (!(await hasExpiryIndex(this.connection, 'idempotency_keys', 'expiresAt'))) this.sweep.start();
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
    return this.locks.withLock(request.id, async () => {
      const found = await this.keys.findOne({ _id: request.id });
      // An expired record, or a running one of the same request whose process died, is taken over.
      const free =
        !found ||
        found.expiresAt <= request.now ||
        (found.state === 'running' && found.leaseUntil <= request.now && found.fingerprint === request.fingerprint);
      if (free) {
        await this.keys.replaceOne({ _id: request.id }, fresh, { upsert: true });
        return { claimed: true };
      }
      return {
        claimed: false,
        record:
          found.state === 'done' && found.answer
            ? { state: 'done', fingerprint: found.fingerprint, answer: found.answer }
            : { state: 'running', fingerprint: found.fingerprint },
      };
    });
  }

  async renew(id: string, leaseUntil: Date): Promise<void> {
    await this.keys.updateOne({ _id: id, state: 'running' }, { $set: { leaseUntil } });
  }

  async complete(id: string, answer: StoredAnswer): Promise<void> {
    await this.keys.updateOne({ _id: id }, { $set: { state: 'done', answer } });
  }

  async release(id: string): Promise<void> {
    await this.keys.deleteOne({ _id: id, state: 'running' });
  }

  async close(): Promise<void> {
    await this.sweep.stop();
    await this.connection.close();
  }
}
