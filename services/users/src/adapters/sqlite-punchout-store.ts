import type { PunchoutProtocol } from '@shop/contracts';
import { openMigratedDatabase, type MigrationLogger, type Readiness, type SqliteDatabase } from '@shop/service-kit';
import type { PunchoutStore, StoredPunchoutConnection, StoredPunchoutSession } from '../ports/punchout-store';
import { punchoutMigrations } from './punchout-migrations';

const connectionColumns = 'connection_id, company_id, userid, protocol, login, secret_hash, created_at';
const sessionColumns = 'session_id, connection_id, protocol, return_url, target, buyer_cookie, expires_at';

/** The embedded punch-out store: punchout.sqlite beside users.sqlite, its own file and migrations. */
export class SqlitePunchoutStore implements PunchoutStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;

  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { punchout: punchoutMigrations }, logger);
  }

  async saveConnection(connection: StoredPunchoutConnection): Promise<StoredPunchoutConnection> {
    // The connection keeps its id when an operator sets a new secret or member for the same login.
    this.db
      .prepare(
        `INSERT INTO punchout_connections (${connectionColumns}) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (protocol, login) DO UPDATE SET
           company_id = excluded.company_id, userid = excluded.userid, secret_hash = excluded.secret_hash`,
      )
      .run(
        connection.connection_id,
        connection.company_id,
        connection.userid,
        connection.protocol,
        connection.login,
        connection.secret_hash,
        connection.created_at,
      );
    return (await this.connectionByLogin(connection.protocol, connection.login))!;
  }

  async connectionByLogin(protocol: PunchoutProtocol, login: string): Promise<StoredPunchoutConnection | null> {
    const row = this.db
      .prepare(`SELECT ${connectionColumns} FROM punchout_connections WHERE protocol = ? AND login = ?`)
      .get(protocol, login) as StoredPunchoutConnection | undefined;
    return row ?? null;
  }

  async connections(companyId: string): Promise<StoredPunchoutConnection[]> {
    return this.db
      .prepare(
        `SELECT ${connectionColumns} FROM punchout_connections WHERE company_id = ? ORDER BY created_at, connection_id`,
      )
      .all(companyId) as StoredPunchoutConnection[];
  }

  async startSession(session: StoredPunchoutSession, now: Date): Promise<void> {
    this.db
      .prepare(`INSERT INTO punchout_sessions (${sessionColumns}) VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(
        session.session_id,
        session.connection_id,
        session.protocol,
        session.return_url,
        session.target,
        session.buyer_cookie,
        session.expires_at,
      );
    // Sessions past their end are of no use to anyone: each new one clears them.
    this.db.prepare('DELETE FROM punchout_sessions WHERE expires_at <= ?').run(now.toISOString());
  }

  async sessionOf(sessionId: string, now: Date): Promise<StoredPunchoutSession | null> {
    const row = this.db
      .prepare(`SELECT ${sessionColumns} FROM punchout_sessions WHERE session_id = ? AND expires_at > ?`)
      .get(sessionId, now.toISOString()) as StoredPunchoutSession | undefined;
    return row ?? null;
  }

  async readiness(): Promise<Readiness> {
    this.db.prepare('SELECT 1').get();
    return { ok: true, detail: 'sqlite answers' };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
