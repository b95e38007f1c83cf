import type { SqliteDatabase } from './sqlite';

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for an embedded SQLite store: writes requested in the same turn of the event loop
 * run in one transaction, so one fsync makes them all durable (synchronous=FULL stays on). Each
 * write runs in its own savepoint and fails alone; every caller's promise resolves only after the
 * transaction holding its write has committed.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly db: SqliteDatabase) {}

  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Resolves once every write requested so far is committed (before closing the database). */
  async drain(): Promise<void> {
    if (this.queue.length > 0) await this.run(() => undefined);
  }

  private flush() {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.db.transaction(() => {
        for (const item of batch) {
          try {
            // A nested transaction is a savepoint: a failing write rolls back alone.
            outcomes.push({ ok: true, value: this.db.transaction(item.write)() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
