import { openMigratedDatabase, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import type { ClaimRequest, IdempotencyRecord, IdempotencyStore, StoredAnswer } from '../idempotency-store';
import { idempotencyMigrations } from './sqlite/idempotency-migrations';

interface Row {
  fingerprint: string;
  state: 'running' | 'done';
  status: number | null;
  body: string | null;
  content_type: string | null;
  lease_until: string;
  expires_at: string;
}

/**
 * Idempotency records in the orders' SQLite file, on a connection of their own (WAL lets it write
 * beside the order store's writer thread; busy_timeout waits for it). Each claim is one
 * synchronous transaction of this connection, so two racing requests cannot both claim a key.
 */
export class SqliteIdempotencyStore implements IdempotencyStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;
  private readonly statements;
  private readonly claimTx;
  private lastPrune = 0;

  /** `logger` hears which schema migrations were applied on opening. */
  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { idempotency_keys: idempotencyMigrations }, logger);
    this.statements = {
      find: this.db.prepare(
        'SELECT fingerprint, state, status, body, content_type, lease_until, expires_at ' +
          'FROM idempotency_keys WHERE id = ?',
      ),
      upsert: this.db.prepare(
        `INSERT INTO idempotency_keys (id, fingerprint, state, lease_until, expires_at) VALUES (?, ?, 'running', ?, ?)
         ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, state = 'running',
           status = NULL, body = NULL, content_type = NULL,
           lease_until = excluded.lease_until, expires_at = excluded.expires_at`,
      ),
      complete: this.db.prepare(
        "UPDATE idempotency_keys SET state = 'done', status = ?, body = ?, content_type = ? WHERE id = ?",
      ),
      release: this.db.prepare("DELETE FROM idempotency_keys WHERE id = ? AND state = 'running'"),
      renew: this.db.prepare("UPDATE idempotency_keys SET lease_until = ? WHERE id = ? AND state = 'running'"),
      prune: this.db.prepare('DELETE FROM idempotency_keys WHERE expires_at < ?'),
    };
    this.claimTx = this.db.transaction((request: ClaimRequest) => {
      const now = request.now.toISOString();
      const row = this.statements.find.get(request.id) as Row | undefined;
      const free =
        !row ||
        row.expires_at <= now ||
        (row.state === 'running' && row.lease_until <= now && row.fingerprint === request.fingerprint);
      if (!free) return { claimed: false as const, record: toRecord(row) };
      this.statements.upsert.run(
        request.id,
        request.fingerprint,
        request.leaseUntil.toISOString(),
        request.expiresAt.toISOString(),
      );
      return { claimed: true as const };
    });
  }

  async claim(request: ClaimRequest) {
    this.prune(request.now);
    return this.claimTx.immediate(request);
  }

  async renew(id: string, leaseUntil: Date): Promise<void> {
    this.statements.renew.run(leaseUntil.toISOString(), id);
  }

  async complete(id: string, answer: StoredAnswer): Promise<void> {
    this.statements.complete.run(answer.status, answer.body, answer.contentType, id);
  }

  async release(id: string): Promise<void> {
    this.statements.release.run(id);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Expired records are removed at most once a minute, by whichever claim comes then. */
  private prune(now: Date) {
    if (now.getTime() - this.lastPrune < 60_000) return;
    this.lastPrune = now.getTime();
    this.statements.prune.run(now.toISOString());
  }
}

function toRecord(row: Row): IdempotencyRecord {
  return row.state === 'done'
    ? {
        state: 'done',
        fingerprint: row.fingerprint,
        answer: { status: row.status!, body: row.body ?? '', contentType: row.content_type },
      }
    : { state: 'running', fingerprint: row.fingerprint };
}
