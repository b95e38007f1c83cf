import { randomUUID } from 'node:crypto';
import type { Locale } from '@shop/contracts';
import { MemoryRateLimiter, type BackgroundPublisher, type RateLimiter, type RateRule } from '@shop/service-kit';

/**
 * The home page's top and popular rows are ranked from search clicks, and each click names its
 * query: one address flooding queries could buy itself a ranking. A buyer typing and clicking
 * through results stays far below.
 */
export const queryRule: RateRule = { windowMs: 60_000, per: { ip: 120 } };

export type QueryRegistration = { query_id: string } | { refused: { retryAfterSeconds: number } };

/**
 * Gives each search its query id and puts the query on the bus (`search.query`, in the background:
 * no search waits for the broker), where ranking consumers pick it up. The search answers and
 * POST /search/register_query share one budget per address, so a search does not count twice.
 */
export class QueryRegistry {
  constructor(
    private readonly signals: BackgroundPublisher,
    private readonly rule: RateRule = queryRule,
    private readonly limiter: RateLimiter = new MemoryRateLimiter(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  register(query: string, locale: Locale, ip: string): QueryRegistration {
    const limit = this.rule.per.ip ?? 0;
    const decision = this.limiter.attempt(`query:ip:${ip}`, limit, this.rule.windowMs, this.now());
    if (!decision.allowed) return { refused: { retryAfterSeconds: decision.retryAfterSeconds } };
    const query_id = randomUUID();
    this.signals.publish('search.query', { query_id, query, locale });
    return { query_id };
  }
}
