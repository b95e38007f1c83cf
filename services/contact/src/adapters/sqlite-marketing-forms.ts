import type { MarketingFormSubmission } from '@shop/contracts';
import { openMigratedDatabase, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import { subscriptionMigrations } from './contact-migrations';
import type { MarketingForms } from '../ports/marketing-forms';

/**
 * Embedded provider: keeps each subscription (one row per e-mail, re-subscribing updates the page)
 * so a shop without a marketing account still collects them for a later import.
 */
export class SqliteMarketingForms implements MarketingForms {
  readonly kind = 'sqlite';
  private readonly db: SqliteDatabase;

  /** `logger` hears which schema migrations were applied on opening. */
  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { subscriptions: subscriptionMigrations }, logger);
  }

  async submit({ fields, context }: MarketingFormSubmission): Promise<void> {
    const email = fields
      .find((field) => field.name === 'email')
      ?.value.trim()
      .toLowerCase();
    if (!email) throw new Error('submission without an email field');
    this.db
      .prepare(
        `INSERT INTO subscriptions (email, page_uri, page_name, fields, subscribed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(email) DO UPDATE SET
           page_uri = excluded.page_uri, page_name = excluded.page_name, fields = excluded.fields`,
      )
      .run(email, context.pageUri, context.pageName, JSON.stringify(fields), new Date().toISOString());
  }

  /** For tests and exports. */
  subscribers(): string[] {
    return (this.db.prepare('SELECT email FROM subscriptions ORDER BY email').all() as { email: string }[]).map(
      (r) => r.email,
    );
  }

  close(): void {
    this.db.close();
  }
}
