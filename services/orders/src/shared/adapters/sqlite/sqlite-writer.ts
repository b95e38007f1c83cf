import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sqlitePragmas } from '@shop/service-kit';

/** One statement for the writer: its SQL and parameters; `get` answers the first row (RETURNING). */
export interface WriteStatement {
  sql: string;
  params: unknown[];
  get?: boolean;
}

/** What a `run` statement answers (better-sqlite3's RunResult). */
export interface WriteResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** A statement the writer refused (constraint, syntax...): SQLite's message and code. */
export class SqliteWriteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteWriteError';
  }
}

/** What the thread runs as one write: a statement, or several that commit together or not at all. */
type Write = WriteStatement | { all: WriteStatement[]; guarded?: boolean };

interface Pending {
  statement: Write;
  committed?: (value: unknown) => void;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; message: string; code?: string };

/**
 * Group commit on a thread of its own, for the order store's file. Writes requested in the same
 * turn of the event loop go to the writer as one batch, and writes requested while a batch is out
 * wait here and go as the next batch when it is answered: one message each way per commit (each
 * postMessage costs the event loop a structured clone, as much as a cart's repricing, so one per
 * request was a tenth of a cart write's CPU). The thread commits each batch in one transaction
 * (synchronous=FULL: one fsync for all), and any batches waiting when it wakes with it. Each
 * statement (or `runAll` group) runs in its own savepoint and fails alone. A caller's promise
 * resolves only after the transaction holding its statement has committed durably.
 *
 * Why a thread: better-sqlite3 is synchronous, so on the event loop every commit's fsync, WAL
 * checkpoint and page writes stop all requests (docs/orders.md, "Write path", has the figures).
 * Reads stay on the caller's own connection: WAL lets them run beside the writer, and a read
 * started after a write's promise resolved sees that write. The thread is writer-thread.cjs.
 *
 * `committed` (optional) runs synchronously when the outcome arrives, in the order the writes
 * were requested and before any caller's promise resolves, so a store can update what it keeps in
 * memory with no moment in which a reader sees the old value next to the new row. It does not run
 * for a statement that failed. If it throws, its caller's promise rejects with that error (the
 * write itself stays committed).
 */
export class SqliteWriter {
  private readonly worker: Worker;
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly inflight = new Map<number, Pending[]>();
  private nextBatch = 1;
  private failure: Error | null = null;
  private closing: Promise<void> | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly file: string) {
    if (file === ':memory:')
      throw new Error(
        'a writer thread needs a database file: its connection cannot see another connection’s :memory: database',
      );
    this.worker = new Worker(join(__dirname, 'writer-thread.cjs'), { workerData: { file, pragmas: sqlitePragmas } });
    // The thread keeps the process alive only while a batch is out (ref in send, unref in maybeIdle).
    this.worker.unref();
    this.worker.on('message', (message: { ids?: number[]; outcomes?: Outcome[]; error?: string }) =>
      this.settle(message),
    );
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`sqlite writer for ${file} stopped (exit code ${code})`));
    });
  }

  /** Runs a statement (INSERT, UPDATE...); resolves with its changes once durably committed. */
  run(sql: string, params: unknown[], committed?: (result: WriteResult) => void): Promise<WriteResult> {
    return this.enqueue({ sql, params }, committed as ((value: unknown) => void) | undefined) as Promise<WriteResult>;
  }

  /** Runs a statement with RETURNING; resolves with its first row (undefined when none) once committed. */
  get<T>(sql: string, params: unknown[], committed?: (row: T | undefined) => void): Promise<T | undefined> {
    return this.enqueue({ sql, params, get: true }, committed as ((value: unknown) => void) | undefined) as Promise<
      T | undefined
    >;
  }

  /**
   * Runs several statements as one atomic write (a state change and its outbox event): one
   * savepoint around them all, so if any fails none is kept and the promise rejects with that
   * statement's error. Resolves with each statement's result (a RunResult, or the first row for
   * `get`) once durably committed; `committed` gets them like `run`'s hook. `guarded`: the first
   * statement decides whether the others run at all (they do not when it changed no row; the
   * answer then holds its result alone).
   */
  runAll(
    statements: WriteStatement[],
    committed?: (results: unknown[]) => void,
    { guarded = false }: { guarded?: boolean } = {},
  ): Promise<unknown[]> {
    if (statements.length === 0) return Promise.resolve([]);
    const all = statements.map(({ sql, params, get }) => ({ sql, params, ...(get ? { get } : {}) }));
    return this.enqueue(
      guarded ? { all, guarded } : { all },
      committed as ((value: unknown) => void) | undefined,
    ) as Promise<unknown[]>;
  }

  /** Resolves once every write requested so far is committed (or failed). */
  async drain(): Promise<void> {
    if (this.queue.length === 0 && this.inflight.size === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Commits what is pending, then closes the writer's connection and ends its thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.drain();
      if (this.failure) {
        await this.worker.terminate();
        return;
      }
      const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
      this.worker.ref();
      this.worker.postMessage({ close: true });
      await exited;
    })();
    return this.closing;
  }

  private enqueue(statement: Write, committed?: (value: unknown) => void): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error(`sqlite writer for ${this.file} is closed`));
    return new Promise((resolve, reject) => {
      this.queue.push({ statement, committed, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.send());
      }
    });
  }

  private send() {
    this.scheduled = false;
    // The batch out is answered after its commit; settle sends what queued up meanwhile.
    if (this.queue.length === 0 || this.inflight.size > 0) return;
    const batch = this.queue;
    this.queue = [];
    if (this.failure) {
      for (const item of batch) item.reject(this.failure);
      return this.maybeIdle();
    }
    const id = this.nextBatch++;
    this.inflight.set(id, batch);
    this.worker.ref();
    this.worker.postMessage({ id, writes: batch.map((item) => item.statement) });
  }

  private settle(message: { ids?: number[]; outcomes?: Outcome[]; error?: string }) {
    if (message.error || !message.ids || !message.outcomes) {
      this.fail(new Error(`sqlite writer for ${this.file}: ${message.error ?? 'malformed answer'}`));
      return;
    }
    const items = message.ids.flatMap((id) => {
      const batch = this.inflight.get(id) ?? [];
      this.inflight.delete(id);
      return batch;
    });
    const outcomes: (Outcome | { ok: false; error: unknown })[] = message.outcomes;
    // Every hook first, then every promise: no caller's continuation runs between two hooks.
    items.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (!outcome.ok || !item.committed) return;
      try {
        item.committed(outcome.value);
      } catch (error) {
        outcomes[i] = { ok: false, error };
      }
    });
    items.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else if ('error' in outcome) item.reject(outcome.error);
      else item.reject(new SqliteWriteError(outcome.message, outcome.code));
    });
    this.send();
    this.maybeIdle();
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const batch of this.inflight.values()) for (const item of batch) item.reject(this.failure);
    this.inflight.clear();
    const queued = this.queue;
    this.queue = [];
    for (const item of queued) item.reject(this.failure);
    this.maybeIdle();
  }

  private maybeIdle() {
    if (this.inflight.size > 0 || this.queue.length > 0) return;
    if (!this.closing || this.failure) this.worker.unref();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
