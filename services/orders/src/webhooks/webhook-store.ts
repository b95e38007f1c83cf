import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointPatch } from '@shop/contracts';

/** An endpoint with its signing secret, as the store keeps it (docs/decisions/2026-11-30-webhook-secrets.md). */
export interface StoredEndpoint extends WebhookEndpoint {
  secret: string;
}

/** What a change of an endpoint writes: the operator's fields, a rotated secret, the time. */
export type EndpointChange = WebhookEndpointPatch & { secret?: string; secret_rotated_at?: string; updated_at: string };

/** A delivery as it is queued: its view's fields and the signed body it sends on every attempt. */
export type NewDelivery = Pick<
  WebhookDelivery,
  'id' | 'endpoint_id' | 'company_id' | 'url' | 'event_type' | 'order_uuid' | 'order_number'
> & { body: string };

/** A delivery one sender holds for its lease: `claim` names that hold when it records the outcome. */
export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  body: string;
  attempts: number;
  claim: string;
}

/** What one attempt ended with: pending again (with when), or one of the final states. */
export interface AttemptOutcome {
  status: WebhookDelivery['status'];
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
}

/**
 * Webhook endpoints per company and their deliveries (docs/procurement.md, "Webhooks"). A delivery
 * is one event to one endpoint, queued once (its id is derived from both) and claimed by one
 * sender at a time, also with several replicas on one database.
 */
export interface WebhookStore {
  createEndpoint(endpoint: StoredEndpoint): Promise<void>;
  endpoint(id: string): Promise<StoredEndpoint | null>;
  /** The endpoint after the change; null when there is none with that id. */
  changeEndpoint(id: string, change: EndpointChange): Promise<StoredEndpoint | null>;
  endpointsOf(companyId: string): Promise<StoredEndpoint[]>;
  /** Queues deliveries due at `now`; one whose id is stored already is left as it is. */
  enqueue(deliveries: NewDelivery[], now: Date): Promise<void>;
  /** Up to `limit` pending deliveries due by `now`, held for `leaseMs`: no other claim takes them meanwhile. */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Records an attempt of a claimed delivery (one more attempt); false when the claim was lost. */
  recordAttempt(claimed: ClaimedDelivery, outcome: AttemptOutcome, now: Date): Promise<boolean>;
  delivery(id: string): Promise<WebhookDelivery | null>;
  /** A company's deliveries, newest first. */
  deliveriesOf(companyId: string, limit: number): Promise<WebhookDelivery[]>;
  /** A failed or dead delivery pending again, due now, its attempts counted anew; null otherwise. */
  resend(id: string, now: Date): Promise<WebhookDelivery | null>;
  close(): Promise<void>;
}
