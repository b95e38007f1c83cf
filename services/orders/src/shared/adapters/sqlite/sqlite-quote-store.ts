import { QuoteSchema, type Quote } from '@shop/contracts';
import type { SqliteDatabase } from '@shop/service-kit';
import { DuplicateKeyError, RevisionConflictError, type AnyOrderEvent } from '../../order-store';
import { quotePage, type QuoteStore, type RevisedQuote } from '../../quote-store';
import type { SqliteWriter, WriteStatement } from './sqlite-writer';

/** The order store's outbox row of an event, on the condition that the statement before changed a row. */
export type OutboxRow = (event: AnyOrderEvent, condition: string) => WriteStatement;

/**
 * Quotes in the `quotes` table of orders.sqlite, written by the order store's writer thread so a
 * quote and its events commit together. Quotes are few and read rarely: no cache, every row read
 * is validated.
 */
export class SqliteQuoteStore implements QuoteStore {
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly writer: SqliteWriter,
    private readonly outboxRow: OutboxRow,
    private readonly announce: () => void,
  ) {
    this.statements = {
      byUuid: db.prepare('SELECT doc, revision FROM quotes WHERE uuid = ?'),
      exists: db.prepare('SELECT 1 FROM quotes WHERE uuid = ?').pluck(),
      // Along the index on user_id; a buyer has few quotes, so their sort costs nothing.
      ofUser: db
        .prepare('SELECT doc FROM quotes WHERE user_id = ? AND number < ? ORDER BY number DESC LIMIT ?')
        .pluck(),
    };
  }

  async insert(quote: Quote, events: readonly AnyOrderEvent[] = []): Promise<void> {
    const insert: WriteStatement = {
      sql: 'INSERT INTO quotes (uuid, number, user_id, state, doc, revision, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
      params: [quote.uuid, quote.number, quote.user_id, quote.state, JSON.stringify(quote), new Date().toISOString()],
    };
    try {
      await this.writer.runAll([insert, ...events.map((event) => this.outboxRow(event, ' WHERE changes() = 1'))]);
    } catch (error) {
      const match = /UNIQUE constraint failed: quotes\.(\w+)/.exec(String((error as Error).message));
      if (match?.[1]) throw new DuplicateKeyError(match[1]);
      throw error;
    }
    if (events.length > 0) this.announce();
  }

  async findRevised(uuid: string): Promise<RevisedQuote | null> {
    const row = this.statements.byUuid.get(uuid) as { doc: string; revision: number } | undefined;
    return row ? { quote: QuoteSchema.parse(JSON.parse(row.doc)), revision: row.revision } : null;
  }

  async forUser(userId: number, page: { before?: string; limit: number }) {
    // 'R' sorts after every 'Q-…' number: no `before` is the first page.
    const docs = this.statements.ofUser.all(userId, page.before ?? 'R', page.limit + 1) as string[];
    return quotePage(
      docs.map((doc) => QuoteSchema.parse(JSON.parse(doc))),
      page.limit,
    );
  }

  async replace(quote: Quote, expected: number, events: readonly AnyOrderEvent[] = []): Promise<boolean> {
    const update: WriteStatement = {
      sql:
        'UPDATE quotes SET user_id = ?, state = ?, doc = ?, updated_at = ?, revision = revision + 1 ' +
        'WHERE uuid = ? AND revision = ?',
      params: [quote.user_id, quote.state, JSON.stringify(quote), new Date().toISOString(), quote.uuid, expected],
    };
    const [result] = (await this.writer.runAll([
      update,
      ...events.map((event) => this.outboxRow(event, ' WHERE changes() = 1')),
    ])) as [{ changes: number }];
    if (result.changes === 1) {
      if (events.length > 0) this.announce();
      return true;
    }
    if (this.statements.exists.get(quote.uuid) !== undefined) throw new RevisionConflictError(quote.uuid);
    return false;
  }
}
