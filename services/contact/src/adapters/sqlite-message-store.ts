import { LocaleSchema } from '@shop/contracts';
import { openMigratedDatabase, type MigrationLogger, type Readiness, type SqliteDatabase } from '@shop/service-kit';
import { messageMigrations } from './contact-migrations';
import type { ContactKind, MessageStore, StoredMessage } from '../ports/message-store';

interface MessageRow {
  id: number;
  kind: ContactKind;
  locale: string;
  received_at: string;
  fields: string;
}

const toMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  kind: row.kind,
  locale: LocaleSchema.parse(row.locale),
  receivedAt: row.received_at,
  fields: JSON.parse(row.fields) as Record<string, string>,
});

/** Embedded storage: DATA_DIR/contact.sqlite. */
export class SqliteMessageStore implements MessageStore {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;

  /** `logger` hears which schema migrations were applied on opening. */
  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { messages: messageMigrations }, logger);
  }

  async saveMessage(
    kind: ContactKind,
    locale: StoredMessage['locale'],
    fields: Record<string, string>,
    receivedAt: Date,
  ) {
    const at = receivedAt.toISOString();
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO messages (kind, locale, received_at, fields) VALUES (?, ?, ?, ?)')
      .run(kind, locale, at, JSON.stringify(fields));
    return { id: Number(lastInsertRowid), kind, locale, receivedAt: at, fields };
  }

  async listMessages(kind: ContactKind): Promise<StoredMessage[]> {
    const rows = this.db.prepare('SELECT * FROM messages WHERE kind = ? ORDER BY id').all(kind) as MessageRow[];
    return rows.map(toMessage);
  }

  async readiness(): Promise<Readiness> {
    this.db.prepare('SELECT 1').get();
    return { ok: true, detail: 'sqlite answers' };
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
