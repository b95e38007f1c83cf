import { randomUUID } from 'node:crypto';
import type { Locale } from '@shop/contracts';
import {
  MemoryRateLimiter,
  type BackgroundPublisher,
  type RateDecision,
  type RateLimiter,
  type RateRule,
} from '@shop/service-kit';

/**
 * The home page's top and popular rows are ranked from search clicks, and each click names its
 * query: one address flooding queries could buy itself a ranking. A buyer typing and clicking
 * through results stays far below.
 */
export const queryRule: RateRule = { windowMs: 60_000, per: { ip: 120 } };

export type QueryRegistration = { query_id: string } | { refused: { retryAfterSeconds: number } };

export interface QueryRegistryOptions {
  rule?: RateRule;
  /** Default in memory (one process); create-catalogue.ts: RATE_LIMIT_MONGODB_URI's store, shared by every replica. */
  limiter?: RateLimiter;
  now?: () => Date;
  /** Hears a store that did not answer: the query was registered uncounted. */
  onStoreFailure?: (error: unknown) => void;
}

/**
 * Gives each search its query id and puts the query on the bus (`search.query`, in the background:
 * no search waits for the broker), where ranking consumers pick it up. The search answers and
 * POST /search/register_query share one budget per address, so a search does not count twice.
 */
export class QueryRegistry {
  private readonly rule: RateRule;
  private readonly limiter: RateLimiter;
  private readonly now: () => Date;

  constructor(
    private readonly signals: BackgroundPublisher,
    private readonly options: QueryRegistryOptions = {},
  ) {
    this.rule = options.rule ?? queryRule;
    this.limiter = options.limiter ?? new MemoryRateLimiter();
    this.now = options.now ?? (() => new Date());
  }

  async register(query: string, locale: Locale, ip: string): Promise<QueryRegistration> {
    const decision = await this.counted(ip);
    if (!decision.allowed) return { refused: { retryAfterSeconds: decision.retryAfterSeconds } };
    const query_id = randomUUID();
    this.signals.publish('search.query', { query_id, query, locale });
    return { query_id };
  }

  /**
   * Fails open: a store that does not answer leaves a search signal uncounted for a while, which
   * costs the rankings a little accuracy, where a refusal would cost buyers their search.
   */
  private async counted(ip: string): Promise<RateDecision> {
    try {
      return await this.limiter.attempt(`query:ip:${ip}`, this.rule.per.ip ?? 0, this.rule.windowMs, this.now());
    } catch (error) {
      this.options.onStoreFailure?.(error);
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }
}
