import { UserSchema, type User } from '@shop/contracts';
import { openSqliteDatabase, type SqliteDatabase } from '@shop/service-kit';
import { DuplicateEmailError, normalizeEmail, type NewUser, type StoredUser, type UserStore } from '../ports/user-store';

interface UserRow {
  userid: number;
  doc: string;
  password_hash: string | null;
}

/** The embedded store: one SQLite file with accounts and sessions. */
export class SqliteUserStore implements UserStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;

  constructor(file: string) {
    this.db = openSqliteDatabase(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS users (
        userid INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        doc TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS sessions (
        session_id TEXT PRIMARY KEY,
        userid INTEGER NOT NULL REFERENCES users(userid),
        expires_at TEXT NOT NULL
      );
    `);
  }

  async insert(user: NewUser, passwordHash: string | null): Promise<User> {
    const email = normalizeEmail(user.email);
    return this.db.transaction(() => {
      if (this.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)) throw new DuplicateEmailError();
      const { lastInsertRowid } = this.db
        .prepare('INSERT INTO users (email, password_hash, doc) VALUES (?, ?, ?)')
        .run(email, passwordHash, '{}');
      const stored = UserSchema.parse({ ...user, email, userid: Number(lastInsertRowid) });
      this.db.prepare('UPDATE users SET doc = ? WHERE userid = ?').run(JSON.stringify(stored), stored.userid);
      return stored;
    })();
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    return this.toStored(this.db.prepare('SELECT * FROM users WHERE email = ?').get(normalizeEmail(email)) as UserRow | undefined);
  }

  async findById(userid: number): Promise<StoredUser | null> {
    return this.toStored(this.db.prepare('SELECT * FROM users WHERE userid = ?').get(userid) as UserRow | undefined);
  }

  async createSession(userid: number, sessionId: string, expiresAt: Date): Promise<void> {
    this.db.prepare('INSERT INTO sessions (session_id, userid, expires_at) VALUES (?, ?, ?)').run(sessionId, userid, expiresAt.toISOString());
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

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private toStored(row: UserRow | undefined): StoredUser | null {
    return row ? { user: UserSchema.parse(JSON.parse(row.doc)), passwordHash: row.password_hash } : null;
  }
}
