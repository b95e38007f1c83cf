import { randomUUID } from 'node:crypto';
import type { WebhookDelivery } from '@shop/contracts';
import { openMigratedDatabase, type Migration, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  EndpointChange,
  NewDelivery,
  StoredEndpoint,
  WebhookStore,
} from '../webhook-store';

/** The webhooks' tables (`webhooks` in schema_migrations), beside the orders in orders.sqlite. */
export const webhookMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'webhook endpoints per company and their deliveries',
    up: (db) =>
      db.exec(`
        CREATE TABLE webhook_endpoints (
          id TEXT PRIMARY KEY,
          company_id TEXT NOT NULL,
          doc TEXT NOT NULL
        );
        CREATE INDEX webhook_endpoints_company ON webhook_endpoints(company_id);
        CREATE TABLE webhook_deliveries (
          id TEXT PRIMARY KEY,
          endpoint_id TEXT NOT NULL,
          company_id TEXT NOT NULL,
          url TEXT NOT NULL,
          event_type TEXT NOT NULL,
          order_uuid TEXT NOT NULL,
          order_number TEXT,
          body TEXT NOT NULL,
          status TEXT NOT NULL,
          attempts INTEGER NOT NULL,
          last_status INTEGER,
          last_error TEXT,
          next_attempt_at TEXT,
          lease_until TEXT,
          claim TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
        CREATE INDEX webhook_deliveries_company ON webhook_deliveries(company_id, created_at);
      `),
  },
];

const viewColumns = `id, endpoint_id, company_id, url, event_type, order_uuid, order_number, status, attempts,
  last_status, last_error, next_attempt_at, created_at, updated_at`;

/**
 * Webhooks in SQLite. A claim is one UPDATE … RETURNING: SQLite runs it under the file's write
 * lock, so of two replicas on one file only one takes a delivery until its lease runs out.
 */
export class SqliteWebhookStore implements WebhookStore {
  private readonly db: SqliteDatabase;
  private readonly statements;

  constructor(file: string, logger?: MigrationLogger) {
    this.db = openMigratedDatabase(file, { webhooks: webhookMigrations }, logger);
    this.statements = {
      insertEndpoint: this.db.prepare('INSERT INTO webhook_endpoints (id, company_id, doc) VALUES (?, ?, ?)'),
      endpoint: this.db.prepare('SELECT doc FROM webhook_endpoints WHERE id = ?').pluck(),
      updateEndpoint: this.db.prepare('UPDATE webhook_endpoints SET doc = ? WHERE id = ?'),
      endpointsOf: this.db.prepare('SELECT doc FROM webhook_endpoints WHERE company_id = ? ORDER BY rowid').pluck(),
      enqueue: this.db.prepare(
        `INSERT INTO webhook_deliveries (id, endpoint_id, company_id, url, event_type, order_uuid, order_number, body,
           status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (@id, @endpoint_id, @company_id, @url, @event_type, @order_uuid, @order_number, @body,
           'pending', 0, @now, @now, @now)
         ON CONFLICT (id) DO NOTHING`,
      ),
      claim: this.db.prepare(
        `UPDATE webhook_deliveries SET claim = @claim, lease_until = @leaseUntil
         WHERE id IN (SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= @now
           AND (lease_until IS NULL OR lease_until <= @now) ORDER BY next_attempt_at LIMIT @limit)
         RETURNING id, endpoint_id, body, attempts, claim`,
      ),
      record: this.db.prepare(
        `UPDATE webhook_deliveries SET status = @status, attempts = attempts + 1, last_status = @last_status,
           last_error = @last_error, next_attempt_at = @next_attempt_at, lease_until = NULL, claim = NULL,
           updated_at = @now
         WHERE id = @id AND claim = @claim`,
      ),
      delivery: this.db.prepare(`SELECT ${viewColumns} FROM webhook_deliveries WHERE id = ?`),
      deliveriesOf: this.db.prepare(
        `SELECT ${viewColumns} FROM webhook_deliveries WHERE company_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ?`,
      ),
      resend: this.db.prepare(
        `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = @now, lease_until = NULL,
           claim = NULL, updated_at = @now
         WHERE id = @id AND status IN ('failed', 'dead')`,
      ),
    };
  }

  async createEndpoint(endpoint: StoredEndpoint): Promise<void> {
    this.statements.insertEndpoint.run(endpoint.id, endpoint.company_id, JSON.stringify(endpoint));
  }

  async endpoint(id: string): Promise<StoredEndpoint | null> {
    const doc = this.statements.endpoint.get(id) as string | undefined;
    return doc === undefined ? null : (JSON.parse(doc) as StoredEndpoint);
  }

  async changeEndpoint(id: string, change: EndpointChange): Promise<StoredEndpoint | null> {
    return this.db.transaction(() => {
      const doc = this.statements.endpoint.get(id) as string | undefined;
      if (doc === undefined) return null;
      const changed = { ...(JSON.parse(doc) as StoredEndpoint), ...change };
      this.statements.updateEndpoint.run(JSON.stringify(changed), id);
      return changed;
    })();
  }

  async endpointsOf(companyId: string): Promise<StoredEndpoint[]> {
    return (this.statements.endpointsOf.all(companyId) as string[]).map((doc) => JSON.parse(doc) as StoredEndpoint);
  }

  async enqueue(deliveries: NewDelivery[], now: Date): Promise<void> {
    const at = now.toISOString();
    this.db.transaction(() => {
      for (const delivery of deliveries) this.statements.enqueue.run({ ...delivery, now: at });
    })();
  }

  async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    return this.statements.claim.all({
      claim: randomUUID(),
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      limit,
    }) as ClaimedDelivery[];
  }

  async recordAttempt(claimed: ClaimedDelivery, outcome: AttemptOutcome, now: Date): Promise<boolean> {
    const { changes } = this.statements.record.run({
      ...outcome,
      id: claimed.id,
      claim: claimed.claim,
      now: now.toISOString(),
    });
    return changes === 1;
  }

  async delivery(id: string): Promise<WebhookDelivery | null> {
    return (this.statements.delivery.get(id) as WebhookDelivery | undefined) ?? null;
  }

  async deliveriesOf(companyId: string, limit: number): Promise<WebhookDelivery[]> {
    return this.statements.deliveriesOf.all(companyId, limit) as WebhookDelivery[];
  }

  async resend(id: string, now: Date): Promise<WebhookDelivery | null> {
    const { changes } = this.statements.resend.run({ id, now: now.toISOString() });
    return changes === 1 ? this.delivery(id) : null;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
