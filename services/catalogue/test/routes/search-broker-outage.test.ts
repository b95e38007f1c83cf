import { BrokerOutageBus, type BrokerState } from '@shop/service-kit/testing';
import { buildCatalogue } from '../helper';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Searches and their signals with a broker that hangs or refuses every publish. */
async function catalogueWithBroker(state: BrokerState) {
  const bus = new BrokerOutageBus();
  const built = await buildCatalogue(bus);
  bus.state = state;
  const queries: string[] = [];
  const clicks: number[] = [];
  await bus.subscribe('test-queries', 'search.query', (e) => void queries.push(e.payload.query_id));
  await bus.subscribe('test-clicks', 'search.click', (e) => void clicks.push(e.payload.variant_id));
  const search = () => built.app.inject({ method: 'GET', url: '/search/new/stahlrohr?range=[0,5]' });
  const click = (query_id: string) =>
    built.app.inject({
      method: 'POST',
      url: '/search/register_click',
      payload: { query_id, result_pos: 0, variant_id: 7, add_to_cart: false },
    });
  return { ...built, bus, queries, clicks, search, click };
}

describe('search while the broker is away', () => {
  it.each<BrokerState>(['hangs', 'throws'])(
    'answers a search, its id and a click while every publish %s',
    async (state) => {
      const { app, bus, search, click } = await catalogueWithBroker(state);
      const found = await search();
      expect(found.statusCode).toBe(200);
      expect(found.json().query_id).toMatch(uuid);
      expect(found.json().variants.length).toBeGreaterThan(0);
      expect((await click(found.json().query_id)).statusCode).toBe(204);
      const registered = await app.inject({
        method: 'POST',
        url: '/search/register_query',
        payload: { query: 'zaun' },
      });
      expect([registered.statusCode, registered.json().query_id]).toEqual([200, expect.stringMatching(uuid)]);
      expect(bus.accepted).toEqual([]);
      await app.close();
    },
  );

  it('hands the query and the click to the rankings once the broker is back', async () => {
    const { app, bus, queries, clicks, search, click } = await catalogueWithBroker('throws');
    const { query_id } = (await search()).json();
    await click(query_id);
    bus.state = 'up';
    for (const until = Date.now() + 60_000; clicks.length === 0 && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await bus.drain();
    expect([queries, clicks]).toEqual([[query_id], [7]]);
    await app.close();
  });
});
