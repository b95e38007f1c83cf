import type { Connection } from 'mongoose';

export interface MongoExpirySweepOptions {
  /** How often expired documents are removed (default 10 min). */
  everyMs?: number;
  /** Hears a sweep that failed (the next one tries again). */
  onError?: (error: unknown) => void;
}

/**
 * Removes the documents of a collection whose date `field` has passed, now and then: what a TTL
 * index does on MongoDB, for a server without TTL indexes (FerretDB 1.x; ensureExpiryIndex answers
 * whether the server expires them itself). Readers still treat a past date as absent, as the
 * sweep runs only every few minutes.
 */
export class MongoExpirySweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly collectionName: string,
    private readonly field: string,
    private readonly options: MongoExpirySweepOptions = {},
  ) {}

  /** Removes the documents expired at `now`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const result = await this.connection.collection(this.collectionName).deleteMany({ [this.field]: { $lte: now } });
    return result.deletedCount ?? 0;
  }

  /** Sweeps every `everyMs` in the background (idempotent; the timer keeps no process alive). */
  start(): this {
    if (this.timer) return this;
    this.timer = setInterval(
      () => {
        if (this.running) return;
        this.running = this.sweep()
          .catch((error: unknown) => {
            this.options.onError?.(error);
            return 0;
          })
          .finally(() => (this.running = null));
      },
      this.options.everyMs ?? 10 * 60_000,
    );
    this.timer.unref();
    return this;
  }

  /** Stops sweeping, after the sweep under way (call before closing the connection). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
