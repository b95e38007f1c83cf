import type { MarketingFormSubmission } from '@shop/contracts';
import { migrateMongo, type MigrationLogger } from '@shop/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { mongoSubscriptionMigrations, subscriptionsCollection } from './mongo-contact-migrations';
import { subscriberEmail } from './subscriber-email';
import type { KeptSubscriptions } from '../ports/marketing-forms';

interface SubscriptionDocument {
  email: string;
  page_uri: string;
  page_name: string;
  fields: MarketingFormSubmission['fields'];
  subscribed_at: Date;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * The subscriptions of a production shop without a marketing account (no MARKETING_FORM_URL):
 * MONGODB_URI's database, beside the messages. One document per e-mail, made single by its unique
 * index: of two replicas subscribing one address at once, one upsert inserts and the other, refused
 * as a duplicate, updates the document the first one made.
 */
export class MongoMarketingForms implements KeptSubscriptions {
  readonly kind = 'mongodb';
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  private get subscriptions() {
    return this.connection.collection<SubscriptionDocument>(subscriptionsCollection);
  }

  /** Connects and brings the indexes up to date; `logger` hears which migrations were applied. */
  async ready(logger?: MigrationLogger): Promise<this> {
    await this.connection.asPromise();
    await migrateMongo(this.connection, 'subscriptions', mongoSubscriptionMigrations, logger);
    return this;
  }

  async submit(submission: MarketingFormSubmission): Promise<void> {
    const email = subscriberEmail(submission);
    const { fields, context } = submission;
    const subscribe = () =>
      this.subscriptions.updateOne(
        { email },
        {
          $set: { page_uri: context.pageUri, page_name: context.pageName, fields },
          $setOnInsert: { subscribed_at: new Date() },
        },
        { upsert: true },
      );
    await subscribe().catch((error: unknown) => {
      if (isDuplicate(error)) return subscribe();
      throw error;
    });
  }

  async subscribers(): Promise<string[]> {
    const found = await this.subscriptions
      .find({}, { projection: { _id: 0, email: 1 } })
      .sort({ email: 1 })
      .toArray();
    return found.map((subscription) => subscription.email);
  }

  /** Tests: removes the whole database. */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
