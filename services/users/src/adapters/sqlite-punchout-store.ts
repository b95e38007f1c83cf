import { PunchoutSessionSchema, type PunchoutProtocol } from '@shop/contracts';
import { openMigratedDatabase, type MigrationLogger, type Readiness, type SqliteDatabase } from '@shop/service-kit';
import type {
  PunchoutStore,
  StoredPunchoutConnection,
  StoredPunchoutSession,
  StoredStartLink,
} from '../ports/punchout-store';
import { punchoutMigrations } from './punchout-migrations';

const connectionColumns = 'connection_id, company_id, userid, protocol, login, secret_hash, status_url, created_at';
const sessionColumns = 'session_id, connection_id, protocol, return_url, target, buyer_cookie, credentials, expires_at';

const linkColumns = 'token_hash, connection_id, return_url, buyer_cookie, credentials, expires_at';

const credentialsOf = (stored: string | null) =>
  stored === null ? null : PunchoutSessionSchema.shape.credentials.parse(JSON.parse(stored));
const storedCredentials = (credentials: StoredPunchoutSession['credentials']) =>
  credentials === null ? null : JSON.stringify(credentials);

type WithStoredCredentials<T extends { credentials: unknown }> = Omit<T, 'credentials'> & {
  credentials: string | null;
};
const toSession = ({ credentials, ...row }: WithStoredCredentials<StoredPunchoutSession>): StoredPunchoutSession => ({
  ...row,
  credentials: credentialsOf(credentials),
});

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
        `INSERT INTO punchout_connections (${connectionColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (protocol, login) DO UPDATE SET
           company_id = excluded.company_id, userid = excluded.userid, secret_hash = excluded.secret_hash,
           status_url = excluded.status_url`,
      )
      .run(
        connection.connection_id,
        connection.company_id,
        connection.userid,
        connection.protocol,
        connection.login,
        connection.secret_hash,
        connection.status_url,
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

  async connectionById(connectionId: string): Promise<StoredPunchoutConnection | null> {
    const row = this.db
      .prepare(`SELECT ${connectionColumns} FROM punchout_connections WHERE connection_id = ?`)
      .get(connectionId) as StoredPunchoutConnection | undefined;
    return row ?? null;
  }

  async connections(companyId: string): Promise<StoredPunchoutConnection[]> {
    return this.db
      .prepare(
        `SELECT ${connectionColumns} FROM punchout_connections WHERE company_id = ? ORDER BY created_at, connection_id`,
      )
      .all(companyId) as StoredPunchoutConnection[];
  }

  async deleteConnection(companyId: string, connectionId: string): Promise<string[] | null> {
    return this.db.transaction(() => {
      const { changes } = this.db
        .prepare('DELETE FROM punchout_connections WHERE company_id = ? AND connection_id = ?')
        .run(companyId, connectionId);
      if (changes !== 1) return null;
      const sessions = this.db
        .prepare('SELECT session_id FROM punchout_sessions WHERE connection_id = ?')
        .all(connectionId) as { session_id: string }[];
      this.db.prepare('DELETE FROM punchout_sessions WHERE connection_id = ?').run(connectionId);
      this.db.prepare('DELETE FROM punchout_start_links WHERE connection_id = ?').run(connectionId);
      return sessions.map((row) => row.session_id);
    })();
  }

  async startSession(session: StoredPunchoutSession, now: Date): Promise<void> {
    this.db
      .prepare(`INSERT INTO punchout_sessions (${sessionColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        session.session_id,
        session.connection_id,
        session.protocol,
        session.return_url,
        session.target,
        session.buyer_cookie,
        storedCredentials(session.credentials),
        session.expires_at,
      );
    // Sessions past their end are of no use to anyone: each new one clears them.
    this.db.prepare('DELETE FROM punchout_sessions WHERE expires_at <= ?').run(now.toISOString());
  }

  async sessionOf(sessionId: string, now: Date): Promise<StoredPunchoutSession | null> {
    const row = this.db
      .prepare(`SELECT ${sessionColumns} FROM punchout_sessions WHERE session_id = ? AND expires_at > ?`)
      .get(sessionId, now.toISOString()) as WithStoredCredentials<StoredPunchoutSession> | undefined;
    return row ? toSession(row) : null;
  }

  async createStartLink(link: StoredStartLink): Promise<void> {
    this.db
      .prepare(`INSERT INTO punchout_start_links (${linkColumns}) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(
        link.token_hash,
        link.connection_id,
        link.return_url,
        link.buyer_cookie,
        storedCredentials(link.credentials),
        link.expires_at,
      );
  }

  async useStartLink(tokenHash: string, now: Date): Promise<StoredStartLink | null> {
    const at = now.toISOString();
    // One conditional update: of two uses at once, one changes the row and the other nothing.
    const { changes } = this.db
      .prepare(
        'UPDATE punchout_start_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .run(at, tokenHash, at);
    if (changes !== 1) return null;
    const { credentials, ...row } = this.db
      .prepare(`SELECT ${linkColumns} FROM punchout_start_links WHERE token_hash = ?`)
      .get(tokenHash) as WithStoredCredentials<StoredStartLink>;
    return { ...row, credentials: credentialsOf(credentials) };
  }

  async readiness(): Promise<Readiness> {
    this.db.prepare('SELECT 1').get();
    return { ok: true, detail: 'sqlite answers' };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
