import { signWebhook } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { PostWebhook } from './post-webhook';
import type { AttemptOutcome, ClaimedDelivery, WebhookStore } from './webhook-store';

export interface WebhookSenderOptions {
  /** Attempts before a delivery is dead (default 8: over about 9 hours with the default delays). */
  maxAttempts?: number;
  /** The wait after the first failed attempt, tripled after each (default 10 s), up to `maxDelayMs` (1 h). */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed delivery is this sender's: longer than a POST may take (default 60 s). */
  leaseMs?: number;
  /** Deliveries claimed per pass (default 20). */
  batch?: number;
  /** How often the queue is looked at without a notify (default 1 s). */
  pollMs?: number;
  now?: () => Date;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Answers worth trying again: the receiver was busy, timed out or failed; any other 4xx is its refusal. */
const isRetriable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Sends the queued webhook deliveries (docs/procurement.md, "Webhooks"): claims the due ones
 * (one replica each, webhook-store.ts), signs each with its endpoint's current secret and a fresh
 * timestamp under the delivery's fixed id, POSTs it, and records the outcome: a 2xx delivered, a
 * refusal failed, a network error or retriable status pending again after a back-off, dead after
 * `maxAttempts`.
 */
export class WebhookSender {
  private readonly options: Required<Omit<WebhookSenderOptions, 'logger'>> & Pick<WebhookSenderOptions, 'logger'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly store: WebhookStore,
    private readonly post: PostWebhook,
    options: WebhookSenderOptions = {},
  ) {
    this.options = {
      maxAttempts: 8,
      firstDelayMs: 10_000,
      maxDelayMs: 3_600_000,
      leaseMs: 60_000,
      batch: 20,
      pollMs: 1000,
      now: () => new Date(),
      ...options,
    };
  }

  start(): this {
    this.timer = setInterval(() => this.notify(), this.options.pollMs);
    this.timer.unref();
    return this;
  }

  /** Deliveries were queued: a pass now (or right after the one under way). */
  notify(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes().finally(() => (this.running = undefined));
  }

  /** Resolves once no pass is under way (the tests wait for a notify's pass with it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops polling and waits for the pass under way; unsent deliveries wait in the store. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Claims the due deliveries and sends them; answers how many were attempted (the tests drive it). */
  async sendDue(): Promise<number> {
    const claimed = await this.store.claimDue(this.options.now(), this.options.leaseMs, this.options.batch);
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.sendDue()) === this.options.batch);
      } catch (error) {
        this.options.logger?.warn({ err: error }, 'webhooks: the delivery queue could not be read');
      }
    } while (this.again);
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const endpoint = await this.store.endpoint(delivery.endpoint_id);
    const outcome: AttemptOutcome =
      endpoint?.active === true
        ? await this.send(delivery, endpoint.url, endpoint.secret)
        : { status: 'failed', last_status: null, last_error: 'endpoint disabled', next_attempt_at: null };
    await this.store.recordAttempt(delivery, outcome, this.options.now());
  }

  private async send(delivery: ClaimedDelivery, url: string, secret: string): Promise<AttemptOutcome> {
    const headers = signWebhook(secret, delivery.id, delivery.body, this.options.now());
    try {
      const status = await this.post(url, delivery.body, headers);
      if (status >= 200 && status < 300)
        return { status: 'delivered', last_status: status, last_error: null, next_attempt_at: null };
      if (!isRetriable(status))
        return { status: 'failed', last_status: status, last_error: `HTTP ${status}`, next_attempt_at: null };
      return this.retry(delivery, status, `HTTP ${status}`);
    } catch (error) {
      return this.retry(delivery, null, (error as Error).message.split('\n')[0]!.slice(0, 300));
    }
  }

  private retry(delivery: ClaimedDelivery, status: number | null, error: string): AttemptOutcome {
    const attempt = delivery.attempts + 1;
    if (attempt >= this.options.maxAttempts)
      return { status: 'dead', last_status: status, last_error: error, next_attempt_at: null };
    const delay = Math.min(this.options.firstDelayMs * 3 ** (attempt - 1), this.options.maxDelayMs);
    const next = new Date(this.options.now().getTime() + delay).toISOString();
    return { status: 'pending', last_status: status, last_error: error, next_attempt_at: next };
  }
}
