import type { Connection, mongo } from 'mongoose';
import { MongoExpirySweep } from '../expiry/mongo-expiry-sweep';
import { ensureExpiryIndex } from '../migrations/mongo-expiry-index';
import { retryAfterSeconds, type RateDecision, type RateLimiter } from './rate-limiter';

/** One counted attempt: it holds one of its key's `limit` slots until `expiresAt`. */
interface SlotDocument {
  key: string;
  slot: number;
  expiresAt: Date;
}

export interface MongoRateLimiterOptions {
  /** How often slots of keys nobody tries any more are deleted where the server has no TTL index (default 10 min). */
  sweepEveryMs?: number;
  /** Hears a sweep that failed (the next one tries again). */
  onSweepError?: (error: unknown) => void;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * The sliding-window limiter of memory-rate-limiter.ts, shared by every process on one
 * MongoDB-protocol store. A key with a limit of N has N slots, unique on (key, slot): an allowed
 * attempt inserts a slot that expires one window later, a slot whose window has passed is deleted
 * (by its `_id`) and taken again, and a key whose N slots are all unexpired refuses until its
 * oldest one expires. Only single inserts against a unique index and deletes decide, because an
 * `$inc` counter is not atomic on every server (FerretDB 1.x applies updates without isolation,
 * mongo-sequence.ts): two replicas racing for the last slot insert the same (key, slot), and one of
 * them gets the duplicate and looks again. So a limit of N admits N across all replicas.
 *
 * The process clocks decide the windows (each replica passes its `now`); expired slots are removed
 * by a TTL index, and by a sweep where the server has none. The connection is the limiter's own.
 */
export class MongoRateLimiter implements RateLimiter {
  readonly kind = 'mongodb';
  private readonly sweep: MongoExpirySweep;

  constructor(
    private readonly connection: Connection,
    private readonly collectionName = 'rate_limits',
    private readonly options: MongoRateLimiterOptions = {},
  ) {
    this.sweep = new MongoExpirySweep(connection, collectionName, 'expiresAt', {
      everyMs: options.sweepEveryMs,
      onError: options.onSweepError,
    });
  }

  /** The driver's own collection: an unreachable store rejects at once, not after mongoose's buffering. */
  private get slots(): mongo.Collection<SlotDocument> {
    const db = this.connection.db;
    if (!db) throw new Error('the rate limit store is not connected');
    return db.collection<SlotDocument>(this.collectionName);
  }

  /** The indexes (the unique slots, the expiry) and the sweep; run once at start-up, before the first attempt. */
  async ready(): Promise<this> {
    await this.connection.asPromise();
    await this.slots.createIndex({ key: 1, slot: 1 }, { unique: true });
    await this.slots.createIndex({ key: 1, expiresAt: 1 });
    await ensureExpiryIndex(this.connection, this.collectionName, 'expiresAt');
    this.sweep.start();
    return this;
  }

  async attempt(key: string, limit: number, windowMs: number, now: Date): Promise<RateDecision> {
    const at = now.getTime();
    const expiresAt = new Date(at + windowMs);
    const allowed = { allowed: true, retryAfterSeconds: 0 };
    for (;;) {
      const oldest = await this.slots.find({ key }).sort({ expiresAt: 1 }).limit(1).next();
      if (oldest && oldest.expiresAt.getTime() <= at) {
        await this.slots.deleteOne({ _id: oldest._id });
        if (await this.take(key, oldest.slot, expiresAt)) return allowed;
        continue;
      }
      const taken = await this.slots.countDocuments({ key });
      if (taken >= limit) {
        const until = oldest ? oldest.expiresAt.getTime() : at + windowMs;
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(until, at) };
      }
      // Slots fill from 0, so the next one is usually free; gaps come from expired slots deleted.
      if (await this.take(key, taken, expiresAt)) return allowed;
      for (const slot of await this.freeSlots(key, limit)) if (await this.take(key, slot, expiresAt)) return allowed;
    }
  }

  /** Stops the sweep and closes the connection (the limiter's own). */
  async close(): Promise<void> {
    await this.sweep.stop();
    await this.connection.close();
  }

  /** The slots of `key` below `limit` that nobody holds now. */
  private async freeSlots(key: string, limit: number): Promise<number[]> {
    const held = await this.slots.find({ key }, { projection: { slot: 1 } }).toArray();
    const taken = new Set(held.map((document) => document.slot));
    return Array.from({ length: limit }, (_, slot) => slot).filter((slot) => !taken.has(slot));
  }

  /** Inserts the slot; false when another attempt holds it. */
  private async take(key: string, slot: number, expiresAt: Date): Promise<boolean> {
    try {
      await this.slots.insertOne({ key, slot, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }
}
