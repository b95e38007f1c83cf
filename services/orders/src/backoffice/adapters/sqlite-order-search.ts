import { OrderSchema, type BackofficeOrderQuery, type Order } from '@shop/contracts';
import { openSqliteDatabase, type SqliteDatabase } from '@shop/service-kit';
import { wholeOrderDoc } from '../../shared/adapters/sqlite/order-document';
import { completedRange, matchesText, type OrderSearch } from '../order-search';

/**
 * The back office's search over DATA_DIR/orders.sqlite, on a connection of its own (WAL lets it
 * read beside the store's writer). State, supplier and dates are filtered in SQL; the rows come
 * newest first along the unique index on `id`, so a page reads only as far as it needs; the text
 * is matched in JavaScript, for case rules beyond ASCII.
 */
export class SqliteOrderSearch implements OrderSearch {
  private readonly db: SqliteDatabase;

  constructor(file: string) {
    this.db = openSqliteDatabase(file);
  }

  async search(query: BackofficeOrderQuery): Promise<{ orders: Order[]; next: number | null }> {
    const { from, until } = completedRange(query);
    const conditions = ['order_number IS NOT NULL', 'id IS NOT NULL'];
    const params: (string | number)[] = [];
    const where = (condition: string, ...values: (string | number)[]) => {
      conditions.push(condition);
      params.push(...values);
    };
    if (query.state) where('order_status = ?', query.state);
    if (query.before) where('id < ?', query.before);
    if (from) where("json_extract(doc, '$.completed_at') >= ?", from);
    if (until) where("json_extract(doc, '$.completed_at') < ?", until);
    if (query.supplier)
      where(
        "EXISTS (SELECT 1 FROM json_each(doc, '$.fulfilment.parts') AS part " +
          "WHERE json_extract(part.value, '$.supplier.id') = ?)",
        query.supplier,
      );
    const rows = this.db
      .prepare(`SELECT ${wholeOrderDoc} FROM orders WHERE ${conditions.join(' AND ')} ORDER BY id DESC`)
      .pluck()
      .iterate(...params) as IterableIterator<string>;
    const found: Order[] = [];
    for (const doc of rows) {
      const order = OrderSchema.parse(JSON.parse(doc));
      if (!matchesText(order, query.q)) continue;
      found.push(order);
      // One more than a page tells whether there is a next one; the iterator is closed by returning.
      if (found.length > query.limit) break;
    }
    const orders = found.slice(0, query.limit);
    return { orders, next: found.length > query.limit ? (orders.at(-1)?.id ?? null) : null };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
