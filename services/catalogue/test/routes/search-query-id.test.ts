import { unreachableRateLimitStore } from '@shop/service-kit/testing';
import { SearchResponseSchema, VariantSearchResponseSchema } from '@shop/contracts';
import {
  BackgroundPublisher,
  createServer,
  InProcessEventBus,
  MemoryRateLimiter,
  useFastJson,
  useZod,
  type RateLimiter,
} from '@shop/service-kit';
import { MemoryCatalogueIndex } from '../../src/adapters/memory/memory-catalogue-index';
import { Catalogue } from '../../src/domain/catalogue';
import { QueryRegistry } from '../../src/routes/search/query-registry';
import { registerSearchRoutes } from '../../src/routes/search/register';
import { searchRoutes } from '../../src/routes/search/search';
import { seedCatalogue } from '../seed';
import { buildCatalogue } from '../helper';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The search routes over a small catalogue, with a query budget a test can use up. */
async function searchWithBudget(perAddress: number, limiter: RateLimiter = new MemoryRateLimiter()) {
  const bus = new InProcessEventBus();
  const imageBase = '/static/images';
  const catalogue = await Catalogue.load(new MemoryCatalogueIndex(), seedCatalogue(imageBase, 300), imageBase);
  const signals = new BackgroundPublisher(bus);
  const queries = new QueryRegistry(signals, { rule: { windowMs: 60_000, per: { ip: perAddress } }, limiter });
  const app = await createServer({ logger: false });
  useZod(app);
  useFastJson(app);
  await app.register(searchRoutes, { catalogue, queries });
  await app.register(registerSearchRoutes, { signals, queries, limiter });
  await app.ready();
  const registered: unknown[] = [];
  await bus.subscribe('test', 'search.query', (e) => void registered.push(e.payload));
  return { app, bus, registered };
}

describe('the query id of a search answer', () => {
  let built: Awaited<ReturnType<typeof buildCatalogue>>;
  const registered: { query_id: string; query: string; locale: string }[] = [];
  const clicks: unknown[] = [];
  beforeAll(async () => {
    built = await buildCatalogue();
    await built.bus.subscribe('test-queries', 'search.query', (e) => void registered.push(e.payload));
    await built.bus.subscribe('test-clicks', 'search.click', (e) => void clicks.push(e.payload));
  });
  afterAll(() => built.app.close());
  beforeEach(() => {
    registered.length = 0;
    clicks.length = 0;
  });
  const get = (url: string, locale = 'de') => built.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });

  it.each([
    ['/search/new/stahlrohr_48?range=[0,5]', SearchResponseSchema],
    ['/search/all/stahlrohr_48', SearchResponseSchema],
    ['/search/variants/stahlrohr_48?range=[0,10]', VariantSearchResponseSchema],
  ])('%s registers the search on the bus and answers its id', async (url, schema) => {
    const res = await get(url, 'fi');
    expect(res.statusCode).toBe(200);
    const body = schema.parse(res.json());
    expect(body.query_id).toMatch(uuid);
    await built.bus.drain();
    expect(registered).toEqual([{ query_id: body.query_id, query: 'stahlrohr 48', locale: 'fi' }]);
  });

  it('gives each new search its own id', async () => {
    const first = SearchResponseSchema.parse((await get('/search/new/zaun?range=[0,5]')).json());
    const second = SearchResponseSchema.parse((await get('/search/new/zaun?range=[0,5]')).json());
    expect(first.query_id).not.toBe(second.query_id);
  });

  it('keeps the id of a search a later page continues, registering nothing new', async () => {
    const first = SearchResponseSchema.parse((await get('/search/new/zaun?range=[0,5]')).json());
    await built.bus.drain();
    registered.length = 0;
    const next = SearchResponseSchema.parse(
      (await get(`/search/new/zaun?range=[5,5]&query_id=${first.query_id}`)).json(),
    );
    expect(next.query_id).toBe(first.query_id);
    expect(next.variants.length).toBeGreaterThan(0);
    await built.bus.drain();
    expect(registered).toEqual([]);
  });

  it('links a click on a result to the search it came from', async () => {
    const found = SearchResponseSchema.parse((await get('/search/new/zaun?range=[0,5]')).json());
    const click = { query_id: found.query_id, result_pos: 1, variant_id: found.variants[0]!.id, add_to_cart: false };
    const res = await built.app.inject({ method: 'POST', url: '/search/register_click', payload: click });
    expect(res.statusCode).toBe(204);
    await built.bus.drain();
    expect(clicks).toEqual([click]);
  });

  it('refuses a query id that is not one with 400 naming the field, in the buyer language', async () => {
    const res = await get('/search/new/zaun?range=[5,5]&query_id=nope', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'query_id', reason: 'Invalid value' }]);
  });
});

describe('the query budget of an address', () => {
  it('answers searches past it without an id, and none reach the bus', async () => {
    const { app, bus, registered } = await searchWithBudget(2);
    const ids: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/search/new/zaun?range=[0,5]' });
      expect(res.statusCode).toBe(200);
      const body = SearchResponseSchema.parse(res.json());
      expect(body.count).toBeGreaterThan(0);
      ids.push(body.query_id);
    }
    expect(ids.slice(0, 2).every((id) => id && uuid.test(id))).toBe(true);
    expect(ids.slice(2)).toEqual([undefined, undefined]);
    await bus.drain();
    expect(registered).toHaveLength(2);
    await app.close();
  });

  it('is shared with POST /search/register_query, which answers 429 past it', async () => {
    const { app } = await searchWithBudget(1);
    expect((await app.inject({ method: 'GET', url: '/search/new/zaun' })).json().query_id).toMatch(uuid);
    const res = await app.inject({ method: 'POST', url: '/search/register_query', payload: { query: 'zaun' } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });

  it('fails open while the shared store does not answer: searches get their ids, clicks are taken', async () => {
    const { app, bus, registered } = await searchWithBudget(1, unreachableRateLimitStore);
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ method: 'GET', url: '/search/new/zaun' })).json().query_id).toMatch(uuid);
    const query = await app.inject({ method: 'POST', url: '/search/register_query', payload: { query: 'zaun' } });
    expect(query.statusCode).toBe(200);
    const click = await app.inject({
      method: 'POST',
      url: '/search/register_click',
      payload: { query_id: query.json().query_id, result_pos: 0, variant_id: 1, add_to_cart: false },
    });
    expect(click.statusCode).toBe(204);
    await bus.drain();
    expect(registered).toHaveLength(4);
    await app.close();
  });
});
