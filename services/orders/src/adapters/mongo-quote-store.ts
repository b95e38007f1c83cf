import { QuoteSchema, type Quote } from '@shop/contracts';
import type { MongoOutbox } from '@shop/service-kit';
import { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import { DuplicateKeyError, RevisionConflictError, type AnyOrderEvent } from '../ports/order-store';
import type { QuoteStore, RevisedQuote } from '../ports/quote-store';

interface QuoteDocument {
  uuid: string;
  number: string;
  user_id: number | null;
  state: string;
  revision: number;
  doc: Quote;
}

const quoteSchema = new Schema<QuoteDocument>(
  {
    uuid: { type: String, required: true, unique: true },
    number: { type: String, required: true, unique: true },
    user_id: { type: Number, default: null, index: true },
    state: { type: String, required: true },
    revision: { type: Number, required: true },
    doc: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, minimize: false },
);

/** Writes the events' outbox documents in the caller's transaction (the order store's). */
export type WriteEvents = (session: ClientSession, events: readonly AnyOrderEvent[]) => Promise<void>;

/** Quotes in the `quotes` collection of the orders database; a write with events is one transaction with them. */
export class MongoQuoteStore implements QuoteStore {
  private readonly quotes: Model<QuoteDocument>;

  constructor(
    connection: Connection,
    private readonly outbox: MongoOutbox,
    private readonly writeEvents: WriteEvents,
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
      if (events.length === 0) await this.quotes.create({ ...document, revision: 1 });
      else
        await this.outbox.transaction(async (session) => {
          await this.quotes.create([{ ...document, revision: 1 }], { session });
          await this.writeEvents(session, events);
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

  async replace(quote: Quote, expected: number, events: readonly AnyOrderEvent[] = []): Promise<boolean> {
    const update = (session?: ClientSession) =>
      this.quotes.updateOne(
        { uuid: quote.uuid, revision: expected },
        { $set: { user_id: quote.user_id, state: quote.state, doc: quote }, $inc: { revision: 1 } },
        { session },
      );
    const replaced =
      events.length === 0
        ? (await update()).matchedCount === 1
        : await this.outbox.transaction(async (session) => {
            if ((await update(session)).matchedCount !== 1) return false;
            await this.writeEvents(session, events);
            return true;
          });
    if (replaced) {
      if (events.length > 0) this.announce();
      return true;
    }
    if (await this.quotes.exists({ uuid: quote.uuid })) throw new RevisionConflictError(quote.uuid);
    return false;
  }
}
