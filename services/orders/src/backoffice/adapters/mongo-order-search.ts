import type { BackofficeOrderQuery, Order } from '@shop/contracts';
import mongoose, { type Connection } from 'mongoose';
import { storedOrder, type StoredOrder } from '../../shared/adapters/mongo-order-store';
import { completedRange, type OrderSearch } from '../order-search';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The indexes the back office's filters use, each with the newest-first order after it. */
const searchIndexes: { name: string; keys: Record<string, 1 | -1> }[] = [
  { name: 'backoffice_newest', keys: { id: -1 } },
  { name: 'backoffice_state_newest', keys: { order_status: 1, id: -1 } },
  { name: 'backoffice_supplier_newest', keys: { 'doc.fulfilment.parts.supplier.id': 1, id: -1 } },
  { name: 'backoffice_completed', keys: { 'doc.completed_at': -1 } },
];

/**
 * The back office's search in the orders' MongoDB collection (documents of MongoOrderStore: the
 * order under `doc`), on a connection of its own. Every filter runs in the database, the text as
 * a case-insensitive regular expression over number, uuid, e-mail, company and references.
 */
export class MongoOrderSearch implements OrderSearch {
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    const orders = this.connection.collection('orders');
    for (const { name, keys } of searchIndexes) await orders.createIndex(keys, { name });
    return this;
  }

  async search(query: BackofficeOrderQuery): Promise<{ orders: Order[]; next: number | null }> {
    const { from, until } = completedRange(query);
    const filter: Record<string, unknown> = { order_number: { $type: 'string' }, id: { $type: 'number' } };
    if (query.state) filter.order_status = query.state;
    if (query.before) filter.id = { $type: 'number', $lt: query.before };
    if (from || until)
      filter['doc.completed_at'] = { ...(from ? { $gte: from } : {}), ...(until ? { $lt: until } : {}) };
    if (query.supplier) filter['doc.fulfilment.parts.supplier.id'] = query.supplier;
    const text = query.q?.trim();
    if (text) {
      const pattern = { $regex: escapeRegex(text), $options: 'i' };
      filter.$or = [
        'order_number',
        'uuid',
        'doc.form.email',
        'doc.form.company',
        'doc.order_reference',
        'doc.form.customer_reference',
      ].map((field) => ({ [field]: pattern }));
    }
    const found = await this.connection
      .collection<Pick<StoredOrder, 'doc' | 'items'>>('orders')
      .find(filter, { projection: { doc: 1, items: 1 } })
      .sort({ id: -1 })
      .limit(query.limit + 1)
      .toArray();
    const orders = found.slice(0, query.limit).map(storedOrder);
    return { orders, next: found.length > query.limit ? (orders.at(-1)?.id ?? null) : null };
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
