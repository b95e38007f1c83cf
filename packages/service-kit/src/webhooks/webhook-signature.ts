import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers a signed webhook carries (docs/procurement.md, "Webhooks"), as Standard Webhooks names them. */
export const webhookHeaders = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** How far a webhook's timestamp may be from the receiver's clock, either way: older ones are refused as replays. */
export const webhookToleranceSeconds = 5 * 60;

/** `v1=` and the hex HMAC-SHA256 of `<id>.<timestamp>.<body>` under the endpoint's secret. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('hex')}`;
}

/** The three headers of one delivery: the same event to the same endpoint keeps its id on every attempt. */
export function signWebhook(secret: string, id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [webhookHeaders.id]: id,
    [webhookHeaders.timestamp]: String(timestamp),
    [webhookHeaders.signature]: webhookSignature(secret, id, timestamp, body),
  };
}

/** Why a receiver refuses a delivery. */
export type WebhookRefusal = 'missing_headers' | 'bad_signature' | 'stale_timestamp' | 'replayed_id';

/** The ids a receiver has accepted within the tolerance: a second delivery of one is a replay. */
export interface SeenWebhookIds {
  /** True when `id` was new and is now recorded (kept at least as long as the tolerance). */
  remember(id: string): boolean | Promise<boolean>;
  /** Lets `id` in again: the receiver could not act on the delivery and answers 5xx, so the shop retries it. */
  forget(id: string): void | Promise<void>;
}

/** Kept in memory for one receiver process; a receiver with replicas keeps them in its database. */
export class MemorySeenWebhookIds implements SeenWebhookIds {
  private readonly seen = new Map<string, number>();

  constructor(private readonly keepMs = 2 * webhookToleranceSeconds * 1000) {}

  remember(id: string): boolean {
    const now = Date.now();
    for (const [seenId, at] of this.seen) if (now - at > this.keepMs) this.seen.delete(seenId);
    if (this.seen.has(id)) return false;
    this.seen.set(id, now);
    return true;
  }

  forget(id: string): void {
    this.seen.delete(id);
  }
}

export interface WebhookToVerify {
  secret: string;
  /** The request's headers as Node gives them (lower-case names). */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received, before any JSON parsing. */
  body: string;
  seen: SeenWebhookIds;
  now?: Date;
}

/**
 * What a receiver runs before trusting a webhook: the signature over id, timestamp and the raw
 * body (compared in constant time; several `v1=` values, space-separated, are allowed during a
 * secret's rotation), a timestamp within five minutes, and an id not seen before. Answers null
 * when the delivery is genuine and new (its id is then remembered: a receiver that fails to act on
 * it forgets the id and answers 5xx, and the shop's retry gets in), otherwise the reason to refuse
 * it (answer 400; the shop then gives up on that delivery, as on any 4xx other than 408 and 429).
 */
export async function verifyWebhook(input: WebhookToVerify): Promise<WebhookRefusal | null> {
  const header = (name: string) => {
    const value = input.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = header(webhookHeaders.id);
  const timestamp = Number(header(webhookHeaders.timestamp));
  const signatures = header(webhookHeaders.signature);
  if (!id || !Number.isInteger(timestamp) || !signatures) return 'missing_headers';
  const expected = Buffer.from(webhookSignature(input.secret, id, timestamp, input.body));
  const matches = signatures
    .split(' ')
    .map((given) => Buffer.from(given))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
  if (!matches) return 'bad_signature';
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > webhookToleranceSeconds) return 'stale_timestamp';
  if (!(await input.seen.remember(id))) return 'replayed_id';
  return null;
}
