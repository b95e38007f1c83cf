import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from 'mongoose';

interface LockDocument {
  key: string;
  holder: string;
  at: Date;
}

export interface MongoKeyLockOptions {
  /**
   * A lock not renewed for this long was left by a process that died holding it, and is taken over
   * (default 10 s). A live holder renews it every fifth of this while its work runs.
   */
  staleMs?: number;
  /** How long a caller waits for a taken lock before giving up (default: twice staleMs). */
  maxWaitMs?: number;
}

/** A key lock stayed taken longer than its caller waits: another holder is alive and slow, or stuck. */
export class LockTimeoutError extends Error {
  constructor(readonly key: string) {
    super(`the lock ${key} stays taken`);
    this.name = 'LockTimeoutError';
  }
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Mutual exclusion per key across processes, on any server speaking the MongoDB protocol: holding
 * a key is having inserted its document, and a unique index on `key` refuses a second holder.
 * Neither a transaction nor a conditional update serves there on every server (FerretDB 1.x has no
 * transactions and applies updates without isolation); a single insert against a unique index is
 * atomic on all of them.
 *
 * The documents have their own ObjectId `_id`, not the key: a stale takeover deletes the stale
 * holder's document by its `_id`, so a takeover racing another one can never delete the winner's
 * fresh document.
 */
export class MongoKeyLock {
  private readonly staleMs: number;
  private readonly maxWaitMs: number;

  constructor(
    private readonly connection: Connection,
    private readonly collectionName: string,
    options: MongoKeyLockOptions = {},
  ) {
    this.staleMs = options.staleMs ?? 10_000;
    this.maxWaitMs = options.maxWaitMs ?? 2 * this.staleMs;
  }

  private get locks() {
    return this.connection.collection<LockDocument>(this.collectionName);
  }

  /** The unique index that makes the lock (run at start-up, before the first `withLock`). */
  async ensureIndexes(): Promise<void> {
    await this.locks.createIndex({ key: 1 }, { unique: true });
  }

  /**
   * Runs `work` while holding `key`, waiting while another holder has it. A heartbeat renews the
   * lock while the work runs, so a slow holder keeps it and a dead one's is taken over within
   * staleMs.
   */
  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const holder = await this.acquire(key);
    const heartbeat = setInterval(() => {
      // A renewal that fails is tried again at the next beat; the lock outlasts several of them.
      this.locks.updateOne({ key, holder }, { $set: { at: new Date() } }).catch(() => undefined);
    }, this.staleMs / 5).unref();
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
      await this.locks.deleteOne({ key, holder });
    }
  }

  private async acquire(key: string): Promise<string> {
    const holder = randomUUID();
    const giveUpAt = Date.now() + this.maxWaitMs;
    for (;;) {
      try {
        await this.locks.insertOne({ key, holder, at: new Date() });
        return holder;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
      const held = await this.locks.findOne({ key });
      if (held && held.at.getTime() < Date.now() - this.staleMs) await this.locks.deleteOne({ _id: held._id });
      else if (Date.now() > giveUpAt) throw new LockTimeoutError(key);
      else await sleep(5 + Math.random() * 20);
    }
  }
}
