import { RoleSchema, UserSchema, type Role, type User } from '@shop/contracts';
import type { EventPayload, Topic } from '@shop/contracts';
import {
  enqueue,
  openMigratedDatabase,
  openSqliteDatabase,
  outboxMigrations,
  SqliteOutbox,
  type MigrationLogger,
  type OutboxStore,
  type Readiness,
  type SqliteDatabase,
} from '@shop/service-kit';
import {
  DuplicateEmailError,
  normalizeEmail,
  type LinkPurpose,
  type NewUser,
  type PendingEvent,
  type StoredLink,
  type StoredUser,
  type UserChanges,
  type UserStore,
} from '../ports/user-store';
import { userMigrations } from './user-migrations';

interface UserRow {
  userid: number;
  doc: string;
  password_hash: string | null;
  /** JSON array of roles (migration 2). */
  roles: string;
}

/** The profile document as stored: the roles live in their own column. */
const profileOf = ({ roles: _roles, ...profile }: User) => JSON.stringify(profile);

interface LinkRow {
  id: string;
  email: string;
  purpose: LinkPurpose;
  expires_at: string;
  pending_password_hash: string | null;
  browser_hash: string | null;
}
const linkColumns = 'id, email, purpose, expires_at, pending_password_hash, browser_hash';
const toLink = (row: LinkRow): StoredLink => ({
  id: row.id,
  email: row.email,
  purpose: row.purpose,
  expiresAt: new Date(row.expires_at),
  pendingPasswordHash: row.pending_password_hash,
  browserHash: row.browser_hash,
});

/** The embedded store: one SQLite file with accounts and sessions. */
export class SqliteUserStore implements UserStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;
  /** The relay's own connection (WAL lets it read and mark rows beside this one). */
  private relayDb: SqliteDatabase | null = null;
  private relayOutbox: SqliteOutbox | null = null;

  /** `logger` hears which schema migrations were applied on opening. */
  constructor(
    private readonly file: string,
    { logger }: { logger?: MigrationLogger } = {},
  ) {
    this.db = openMigratedDatabase(file, { users: userMigrations, event_outbox: outboxMigrations }, logger);
  }

  async insert(user: NewUser, passwordHash: string | null, events?: (user: User) => PendingEvent[]): Promise<User> {
    const email = normalizeEmail(user.email);
    return this.db.transaction(() => {
      if (this.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)) throw new DuplicateEmailError();
      const { lastInsertRowid } = this.db
        .prepare('INSERT INTO users (email, password_hash, doc) VALUES (?, ?, ?)')
        .run(email, passwordHash, '{}');
      const stored = UserSchema.parse({ ...user, email, userid: Number(lastInsertRowid), roles: [] });
      this.db.prepare('UPDATE users SET doc = ? WHERE userid = ?').run(profileOf(stored), stored.userid);
      this.enqueueAll(events?.(stored) ?? []);
      return stored;
    })();
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    return this.toStored(
      this.db.prepare('SELECT * FROM users WHERE email = ?').get(normalizeEmail(email)) as UserRow | undefined,
    );
  }

  async findById(userid: number): Promise<StoredUser | null> {
    return this.toStored(this.db.prepare('SELECT * FROM users WHERE userid = ?').get(userid) as UserRow | undefined);
  }

  async update(userid: number, changes: UserChanges): Promise<StoredUser | null> {
    return this.db.transaction(() => {
      const found = this.toStored(
        this.db.prepare('SELECT * FROM users WHERE userid = ?').get(userid) as UserRow | undefined,
      );
      if (!found) return null;
      const user = UserSchema.parse({
        ...found.user,
        ...changes.doc,
        userid,
        email: found.user.email,
        roles: found.user.roles,
      });
      const passwordHash = changes.passwordHash === undefined ? found.passwordHash : changes.passwordHash;
      this.db
        .prepare('UPDATE users SET doc = ?, password_hash = ? WHERE userid = ?')
        .run(profileOf(user), passwordHash, userid);
      return { user, passwordHash };
    })();
  }

  async setRoles(userid: number, roles: readonly Role[]): Promise<StoredUser | null> {
    const stored = JSON.stringify([...new Set(roles.map((role) => RoleSchema.parse(role)))]);
    this.db.prepare('UPDATE users SET roles = ? WHERE userid = ?').run(stored, userid);
    return this.findById(userid);
  }

  async createSession(userid: number, sessionId: string, expiresAt: Date): Promise<void> {
    this.db
      .prepare('INSERT INTO sessions (session_id, userid, expires_at) VALUES (?, ?, ?)')
      .run(sessionId, userid, expiresAt.toISOString());
  }

  async findSession(sessionId: string, now: Date): Promise<number | null> {
    const row = this.db
      .prepare('SELECT userid FROM sessions WHERE session_id = ? AND expires_at > ?')
      .get(sessionId, now.toISOString()) as { userid: number } | undefined;
    return row?.userid ?? null;
  }

  async deleteSession(sessionId: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE session_id = ?').run(sessionId);
  }

  async deleteSessionsOf(userid: number, keep?: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE userid = ? AND session_id IS NOT ?').run(userid, keep ?? null);
  }

  async createLink(link: StoredLink, events: PendingEvent[] = []): Promise<void> {
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO links (id, email, purpose, expires_at, pending_password_hash, browser_hash) ' +
            'VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          link.id,
          normalizeEmail(link.email),
          link.purpose,
          link.expiresAt.toISOString(),
          link.pendingPasswordHash ?? null,
          link.browserHash ?? null,
        );
      this.enqueueAll(events);
    })();
  }

  async findActiveLink(email: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | null> {
    const row = this.db
      .prepare(
        `SELECT ${linkColumns} FROM links
         WHERE email = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY expires_at DESC LIMIT 1`,
      )
      .get(normalizeEmail(email), purpose, now.toISOString()) as LinkRow | undefined;
    return row ? toLink(row) : null;
  }

  async consumeLink(id: string, now: Date): Promise<StoredLink | null> {
    const at = now.toISOString();
    // One UPDATE with the conditions in its WHERE clause: SQLite runs it atomically.
    const row = this.db
      .prepare(
        `UPDATE links SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING ${linkColumns}`,
      )
      .get(at, id, at) as LinkRow | undefined;
    return row ? toLink(row) : null;
  }

  async revokeLinks(email: string, purpose: LinkPurpose, now: Date): Promise<void> {
    const at = now.toISOString();
    this.db
      .prepare('UPDATE links SET used_at = ? WHERE email = ? AND purpose = ? AND used_at IS NULL')
      .run(at, normalizeEmail(email), purpose);
  }

  async secret(name: string, create: () => string): Promise<string> {
    this.db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(name, create());
    return (this.db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as { value: string }).value;
  }

  outbox(): OutboxStore {
    if (!this.relayOutbox) {
      this.relayDb = openSqliteDatabase(this.file);
      this.relayOutbox = new SqliteOutbox(this.relayDb, 'users');
    }
    return this.relayOutbox;
  }

  async readiness(): Promise<Readiness> {
    this.db.prepare('SELECT 1').get();
    return { ok: true, detail: 'sqlite answers' };
  }

  async close(): Promise<void> {
    if (this.relayDb?.open) this.relayDb.close();
    if (this.db.open) this.db.close();
  }

  /** Inside the caller's transaction: the events commit or roll back with the write. */
  private enqueueAll(events: PendingEvent[]) {
    for (const event of events) enqueue(this.db, event.topic as Topic, event.payload as EventPayload<Topic>, event.key);
  }

  private toStored(row: UserRow | undefined): StoredUser | null {
    if (!row) return null;
    const user = UserSchema.parse({ ...JSON.parse(row.doc), roles: JSON.parse(row.roles) });
    return { user, passwordHash: row.password_hash };
  }
}
