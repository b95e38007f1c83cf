import { randomUUID } from 'node:crypto';
import type { ClickRankings } from '../src/ports/click-rankings';

/**
 * What every ClickRankings adapter must do. `settled` waits until what was recorded can be read
 * (Elasticsearch makes writes searchable on its refresh, about a second later).
 */
export function clickRankingsContract(
  open: () => Promise<ClickRankings>,
  dispose: (rankings: ClickRankings) => Promise<void>,
  settled: (rankings: ClickRankings) => Promise<void> = async () => undefined,
) {
  let rankings: ClickRankings;
  beforeEach(async () => {
    rankings = await open();
  });
  afterEach(async () => {
    await dispose(rankings);
  });

  const click = (variantId: number, addToCart = false, eventId = randomUUID()) =>
    rankings.record({ eventId, variantId, addToCart });

  it('has no ranking before any click', async () => {
    expect(await rankings.popular(10)).toEqual([]);
    expect(await rankings.top(10)).toEqual([]);
  });

  it('ranks popular by clicks with an add-to-cart click weighing three, ties by id', async () => {
    await click(5);
    await click(5);
    await click(7, true); // 3
    await click(9);
    await click(9); // 2, ties with 5
    await click(3); // 1
    await settled(rankings);
    expect(await rankings.popular(10)).toEqual([7, 5, 9, 3]);
    expect(await rankings.popular(2)).toEqual([7, 5]);
  });

  it('ranks top by add-to-cart clicks, then clicks, leaving out variants nobody added to a cart', async () => {
    await click(4, true);
    await click(4); // 1 cart, 2 clicks
    await click(8, true); // 1 cart, 1 click
    await click(6, true);
    await click(6, true); // 2 carts
    await click(2);
    await click(2);
    await click(2); // no cart
    await settled(rankings);
    expect(await rankings.top(10)).toEqual([6, 4, 8]);
    expect(await rankings.top(1)).toEqual([6]);
  });

  it('counts an event delivered twice once', async () => {
    const eventId = randomUUID();
    await click(11, true, eventId);
    await click(11, true, eventId);
    await click(12);
    await click(12);
    await click(12);
    await click(12);
    await settled(rankings);
    // 11 has 3 (once), not 6; 12 has 4.
    expect(await rankings.popular(10)).toEqual([12, 11]);
  });
}
