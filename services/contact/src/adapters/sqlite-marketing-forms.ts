import type { MarketingFormSubmission } from '@shop/contracts';
import { openMigratedDatabase, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import { subscriptionMigrations } from './contact-migrations';
import { subscriberEmail } from './subscriber-email';
import type { KeptSubscriptions } from '../ports/marketing-forms';

/**
 * Embedded provider: keeps each subscription in DATA_DIR/contact.sqlite (one row per e-mail,
 * re-subscribing updates the page) so a shop without a marketing account still collects them.
 */
export class SqliteMarketingForms implements KeptSubscriptions {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;

  /** `logger` hears which schema migrations were applied on opening. */
  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { subscriptions: subscriptionMigrations }, logger);
  }

  async submit(submission: MarketingFormSubmission): Promise<void> {
    const { fields, context } = submission;
    this.db
      .prepare(
        `INSERT INTO subscriptions (email, page_uri, page_name, fields, subscribed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(email) DO UPDATE SET
           page_uri = excluded.page_uri, page_name = excluded.page_name, fields = excluded.fields`,
      )
      .run(
        subscriberEmail(submission),
        context.pageUri,
        context.pageName,
        JSON.stringify(fields),
        new Date().toISOString(),
      );
  }

  async subscribers(): Promise<string[]> {
    return (this.db.prepare('SELECT email FROM subscriptions ORDER BY email').all() as { email: string }[]).map(
      (r) => r.email,
    );
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
