import { Client, errors, type estypes } from '@elastic/elasticsearch';
import { clickWeight, type ClickRankings } from '../../ports/click-rankings';

interface ClickDocument {
  variant_id: number;
  /** 1 for an add-to-cart click, else 0: summed for "top". */
  cart: number;
  /** clickWeight: summed for "popular". */
  weight: number;
  at: string;
}

export interface ElasticClickRankingsOptions {
  /** How long a ranking read from Elasticsearch is answered again without asking (default 5 s). */
  cacheMs?: number;
}

/**
 * Rankings every replica shares: one document per click in `<prefix>-clicks`, its id the event's,
 * so a redelivered event overwrites itself instead of counting twice, and a terms aggregation
 * ranks them. One shard, so the aggregation's counts are exact. A replica answers a ranking from
 * a few seconds' cache: the front page asks for two on every visit, and a ranking a few seconds
 * old is as good.
 */
export class ElasticClickRankings implements ClickRankings {
  readonly kind = 'elasticsearch';
  private readonly client: Client;
  private readonly index: string;
  private readonly cacheMs: number;
  private created: Promise<void> | undefined;
  private readonly cached = new Map<'top' | 'popular', { ids: number[]; limit: number; at: number }>();

  constructor(url: string, prefix = 'shop', options: ElasticClickRankingsOptions = {}) {
    this.client = new Client({ node: url });
    this.index = `${prefix}-clicks`;
    this.cacheMs = options.cacheMs ?? 5_000;
  }

  async record({ eventId, variantId, addToCart }: { eventId: string; variantId: number; addToCart: boolean }) {
    await this.ensureIndex();
    const document: ClickDocument = {
      variant_id: variantId,
      cart: addToCart ? 1 : 0,
      weight: clickWeight(addToCart),
      at: new Date().toISOString(),
    };
    await this.client.index({ index: this.index, id: eventId, document });
  }

  popular(limit: number): Promise<number[]> {
    return this.ranked('popular', limit, [{ score: 'desc' }, { _key: 'asc' }]);
  }

  top(limit: number): Promise<number[]> {
    return this.ranked('top', limit, [{ carts: 'desc' }, { _count: 'desc' }, { _key: 'asc' }]);
  }

  /** Removes this prefix's clicks index (tests). */
  async destroy(): Promise<void> {
    await this.client.indices.delete({ index: this.index, ignore_unavailable: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async ranked(
    list: 'top' | 'popular',
    limit: number,
    order: estypes.AggregationsAggregateOrder,
  ): Promise<number[]> {
    const hit = this.cached.get(list);
    if (hit && hit.limit >= limit && Date.now() - hit.at < this.cacheMs) return hit.ids.slice(0, limit);
    await this.ensureIndex();
    const response = await this.client.search<unknown, Record<'ranked', estypes.AggregationsLongTermsAggregate>>({
      index: this.index,
      size: 0,
      aggs: {
        ranked: {
          terms: { field: 'variant_id', size: limit, order },
          aggs: { score: { sum: { field: 'weight' } }, carts: { sum: { field: 'cart' } } },
        },
      },
    });
    const buckets = response.aggregations?.ranked.buckets;
    // Ordered by add-to-cart clicks first, so the variants without any come last: "top" leaves them out.
    const ids = (Array.isArray(buckets) ? buckets : [])
      .filter((bucket) => list === 'popular' || (bucket.carts as estypes.AggregationsSumAggregate).value! > 0)
      .map((bucket) => Number(bucket.key));
    this.cached.set(list, { ids, limit, at: Date.now() });
    return ids;
  }

  /** Creates the index on first use; another replica creating it at the same time is fine. */
  private ensureIndex(): Promise<void> {
    this.created ??= this.createIndex().catch((error: unknown) => {
      this.created = undefined;
      throw error;
    });
    return this.created;
  }

  private async createIndex(): Promise<void> {
    try {
      await this.client.indices.create({
        index: this.index,
        // A copy on a second node where there is one: clicks, unlike the catalogue, cannot be rebuilt.
        settings: { number_of_shards: 1, auto_expand_replicas: '0-1' },
        mappings: {
          dynamic: 'strict',
          properties: {
            variant_id: { type: 'integer' },
            cart: { type: 'byte' },
            weight: { type: 'byte' },
            at: { type: 'date' },
          },
        },
      });
    } catch (error) {
      const exists =
        error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception';
      if (!exists) throw error;
    }
  }
}
