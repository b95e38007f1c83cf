import { randomUUID } from 'node:crypto';
import type { WebhookDelivery } from '@shop/contracts';
import mongoose, { type Connection } from 'mongoose';
import type * as Port from '../webhook-store';

interface DeliveryDocument extends WebhookDelivery {
  body: string;
  lease_until: string | null;
  claim: string | null;
}

/** The view's fields of a stored delivery (the body, lease and claim stay in the store). */
const viewProjection = { _id: 0, body: 0, lease_until: 0, claim: 0 } as const;

/** Who holds a delivery until when: one document per delivery, its `key` unique. */
interface ClaimDocument {
  key: string;
  claim: string;
  until: string;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Webhooks in the `webhook_endpoints`, `webhook_deliveries` and `webhook_claims` collections of
 * the orders database. Holding a delivery is having inserted its claim document against a unique
 * index: FerretDB 1.x applies a conditional update without isolation (two replicas' findOneAndUpdate
 * both took the same delivery in the contract suite), a single insert against a unique index is
 * atomic on every server (as MongoKeyLock). A claim past its lease is deleted by its `_id` and taken.
 */
export class MongoWebhookStore implements Port.WebhookStore {
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  private get endpoints() {
    return this.connection.collection<Port.StoredEndpoint>('webhook_endpoints');
  }

  private get claims() {
    return this.connection.collection<ClaimDocument>('webhook_claims');
  }

  private get deliveries() {
    return this.connection.collection<DeliveryDocument>('webhook_deliveries');
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.endpoints.createIndex({ id: 1 }, { unique: true }),
      this.endpoints.createIndex({ company_id: 1 }),
      this.deliveries.createIndex({ id: 1 }, { unique: true }),
      this.deliveries.createIndex({ status: 1, next_attempt_at: 1 }),
      this.deliveries.createIndex({ company_id: 1, created_at: -1 }),
      this.claims.createIndex({ key: 1 }, { unique: true }),
    ]);
    return this;
  }

  async createEndpoint(endpoint: Port.StoredEndpoint): Promise<void> {
    await this.endpoints.insertOne({ ...endpoint });
  }

  async endpoint(id: string): Promise<Port.StoredEndpoint | null> {
    return this.endpoints.findOne({ id }, { projection: { _id: 0 } });
  }

  async changeEndpoint(id: string, change: Port.EndpointChange): Promise<Port.StoredEndpoint | null> {
    const { matchedCount } = await this.endpoints.updateOne({ id }, { $set: change });
    return matchedCount === 1 ? this.endpoint(id) : null;
  }

  async endpointsOf(companyId: string): Promise<Port.StoredEndpoint[]> {
    return this.endpoints
      .find({ company_id: companyId }, { projection: { _id: 0 } })
      .sort({ _id: 1 })
      .toArray();
  }

  async enqueue(deliveries: Port.NewDelivery[], now: Date): Promise<void> {
    const at = now.toISOString();
    for (const delivery of deliveries) {
      const queued: DeliveryDocument = {
        ...delivery,
        status: 'pending',
        attempts: 0,
        last_status: null,
        last_error: null,
        next_attempt_at: at,
        lease_until: null,
        claim: null,
        created_at: at,
        updated_at: at,
      };
      // A delivery queued before (the event delivered again) stays as it is; the unique index
      // refuses the second of two replicas queueing it at once.
      try {
        await this.deliveries.updateOne({ id: delivery.id }, { $setOnInsert: queued }, { upsert: true });
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
    }
  }

  async claimDue(now: Date, leaseMs: number, limit: number): Promise<Port.ClaimedDelivery[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const due = await this.deliveries
      .find({ status: 'pending', next_attempt_at: { $lte: at } })
      .sort({ next_attempt_at: 1 })
      .limit(limit)
      .toArray();
    const claimed: Port.ClaimedDelivery[] = [];
    for (const delivery of due) {
      const claim = randomUUID();
      if (!(await this.hold(delivery.id, claim, at, until))) continue;
      await this.deliveries.updateOne({ id: delivery.id }, { $set: { claim, lease_until: until } });
      claimed.push({
        id: delivery.id,
        endpoint_id: delivery.endpoint_id,
        body: delivery.body,
        attempts: delivery.attempts,
        claim,
      });
    }
    return claimed;
  }

  /** Inserts the delivery's claim; a claim whose lease ran out gives way (deleted by its own `_id`). */
  private async hold(key: string, claim: string, at: string, until: string): Promise<boolean> {
    for (let tries = 0; tries < 2; tries++) {
      try {
        await this.claims.insertOne({ key, claim, until });
        return true;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
      const held = await this.claims.findOne({ key });
      if (held && held.until > at) return false;
      if (held) await this.claims.deleteOne({ _id: held._id });
    }
    return false;
  }

  async recordAttempt(claimed: Port.ClaimedDelivery, outcome: Port.AttemptOutcome, now: Date): Promise<boolean> {
    const { matchedCount } = await this.deliveries.updateOne(
      { id: claimed.id, claim: claimed.claim },
      {
        $set: { ...outcome, lease_until: null, claim: null, updated_at: now.toISOString() },
        $inc: { attempts: 1 },
      },
    );
    await this.claims.deleteOne({ key: claimed.id, claim: claimed.claim });
    return matchedCount === 1;
  }

  async delivery(id: string): Promise<WebhookDelivery | null> {
    return this.deliveries.findOne({ id }, { projection: viewProjection });
  }

  async deliveriesOf(companyId: string, limit: number): Promise<WebhookDelivery[]> {
    return this.deliveries
      .find({ company_id: companyId }, { projection: viewProjection })
      .sort({ created_at: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  async resend(id: string, now: Date): Promise<WebhookDelivery | null> {
    const at = now.toISOString();
    const { matchedCount } = await this.deliveries.updateOne(
      { id, status: { $in: ['failed', 'dead'] } },
      { $set: { status: 'pending', attempts: 0, next_attempt_at: at, lease_until: null, claim: null, updated_at: at } },
    );
    return matchedCount === 1 ? this.delivery(id) : null;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /** Drops the database (tests' throw-away databases). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }
}
