import { randomUUID } from 'node:crypto';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { ElasticClickRankings } from '../src/adapters/elastic/elastic-click-rankings';
import type { ClickRankings } from '../src/ports/click-rankings';
import { clickRankingsContract } from './click-rankings.contract';

describeWithElasticsearch('ElasticClickRankings (Elasticsearch)', (node) => {
  // Reads right after writes: the test makes the clicks searchable instead of waiting for the refresh.
  const refresh = (prefix: string) => fetch(`${node().url}/${prefix}-clicks/_refresh`, { method: 'POST' });
  const prefixes = new WeakMap<ClickRankings, string>();

  clickRankingsContract(
    async () => {
      const prefix = `test-${randomUUID()}`;
      const rankings = new ElasticClickRankings(node().url, prefix, { cacheMs: 0 });
      prefixes.set(rankings, prefix);
      return rankings;
    },
    async (rankings) => {
      await (rankings as ElasticClickRankings).destroy();
      await rankings.close();
    },
    async (rankings) => {
      await refresh(prefixes.get(rankings)!);
    },
  );

  describe('two replicas', () => {
    const prefix = `replicas-${randomUUID()}`;
    const first = () => new ElasticClickRankings(node().url, prefix, { cacheMs: 0 });
    let a: ElasticClickRankings;
    let b: ElasticClickRankings;
    beforeAll(() => {
      a = first();
      b = first();
    });
    afterAll(async () => {
      await a.destroy();
      await Promise.all([a.close(), b.close()]);
    });

    it('answer the same ranking, whichever of them recorded each click, and a restarted one keeps it', async () => {
      await a.record({ eventId: randomUUID(), variantId: 21, addToCart: true });
      await b.record({ eventId: randomUUID(), variantId: 22, addToCart: false });
      await b.record({ eventId: randomUUID(), variantId: 22, addToCart: false });
      await a.record({ eventId: randomUUID(), variantId: 23, addToCart: true });
      await b.record({ eventId: randomUUID(), variantId: 23, addToCart: true });
      await refresh(prefix);
      expect(await a.popular(10)).toEqual([23, 21, 22]);
      expect(await b.popular(10)).toEqual([23, 21, 22]);
      expect(await b.top(10)).toEqual([23, 21]);
      const restarted = first();
      expect(await restarted.top(10)).toEqual([23, 21]);
      await restarted.close();
    });
  });
});
