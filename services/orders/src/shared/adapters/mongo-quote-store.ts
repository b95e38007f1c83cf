import { QuoteSchema, type Quote } from '@shop/contracts';
import { withOutboxIds, type MongoKeyLock, type MongoOutbox } from '@shop/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { DuplicateKeyError, RevisionConflictError, type AnyOrderEvent } from '../order-store';
import { quotePage, type QuoteStore, type RevisedQuote } from '../quote-store';

interface QuoteDocument {
  uuid: string;
  number: string;
  user_id: number | null;
  state: string;
  revision: number;
  doc: Quote;
  /** The ids of the events the quote's recent writes committed (the outbox asks, MongoOutbox.commit). */
  outbox_ids?: string[];
}

const quoteSchema = new Schema<QuoteDocument>(
  {
    uuid: { type: String, required: true, unique: true },
    number: { type: String, required: true, unique: true },
    user_id: { type: Number, default: null, index: true },
    state: { type: String, required: true },
    revision: { type: Number, required: true },
    doc: { type: Schema.Types.Mixed, required: true },
    outbox_ids: { type: [String], default: undefined },
  },
  { timestamps: true, minimize: false },
);

/**
 * Quotes in the `quotes` collection of the orders database. Each write is one document write that
 * also commits its events (MongoOutbox.commit); a change holds the quote's lock (the order store's
 * MongoKeyLock), so its revision check and write are one step for every other writer.
 */
export class MongoQuoteStore implements QuoteStore {
  private readonly quotes: Model<QuoteDocument>;

  constructor(
    connection: Connection,
    private readonly outbox: MongoOutbox,
    private readonly locks: MongoKeyLock,
    private readonly announce: () => void,
  ) {
    this.quotes = connection.model<QuoteDocument>('Quote', quoteSchema, 'quotes');
  }

  init(): Promise<unknown> {
    return this.quotes.init();
  }

  async insert(quote: Quote, events: readonly AnyOrderEvent[] = []): Promise<void> {
    const document = { uuid: quote.uuid, number: quote.number, user_id: quote.user_id, state: quote.state, doc: quote };
    try {
      await this.outbox.commit(this.owner(quote), events, async (ids) => {
        await this.quotes.create({ ...document, revision: 1, ...(ids.length > 0 ? { outbox_ids: ids } : {}) });
        return true;
      });
    } catch (error) {
      if ((error as { code?: number }).code === 11000)
        throw new DuplicateKeyError((await this.quotes.exists({ uuid: quote.uuid })) ? 'uuid' : 'number');
      throw error;
    }
    if (events.length > 0) this.announce();
  }

  async findRevised(uuid: string): Promise<RevisedQuote | null> {
    const found = await this.quotes.findOne({ uuid }).lean();
    return found ? { quote: QuoteSchema.parse(found.doc), revision: found.revision } : null;
  }

  async forUser(userId: number, page: { before?: string; limit: number }) {
    const found = await this.quotes
      .find({ user_id: userId, ...(page.before ? { number: { $lt: page.before } } : {}) }, { doc: 1 })
      .sort({ number: -1 })
      .limit(page.limit + 1)
      .lean();
    return quotePage(
      found.map((stored) => QuoteSchema.parse(stored.doc)),
      page.limit,
    );
  }

  async replace(quote: Quote, expected: number, events: readonly AnyOrderEvent[] = []): Promise<boolean> {
    const replaced = await this.locks.withLock(`quote:${quote.uuid}`, async () => {
      const held = await this.quotes.findOne({ uuid: quote.uuid }, { revision: 1, outbox_ids: 1 }).lean();
      if (!held) return false;
      if (held.revision !== expected) throw new RevisionConflictError(quote.uuid);
      return this.outbox.commit(this.owner(quote), events, async (ids) => {
        const set = { user_id: quote.user_id, state: quote.state, doc: quote, revision: expected + 1 };
        const update = ids.length > 0 ? { ...set, outbox_ids: withOutboxIds(held.outbox_ids, ids) } : set;
        return (await this.quotes.updateOne({ uuid: quote.uuid }, { $set: update })).matchedCount === 1;
      });
    });
    if (replaced && events.length > 0) this.announce();
    return replaced;
  }

  private owner(quote: Quote) {
    return { collection: 'quotes', field: 'uuid', value: quote.uuid };
  }
}
