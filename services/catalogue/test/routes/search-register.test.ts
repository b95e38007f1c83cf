import { buildCatalogue } from '../helper';

describe('POST /search/register_query and register_click', () => {
  it('returns a query id and puts the query on the bus with the buyer locale', async () => {
    const { app, bus } = await buildCatalogue();
    const seen: unknown[] = [];
    await bus.subscribe('test', 'search.query', (e) => void seen.push(e.payload));
    const res = await app.inject({
      method: 'POST',
      url: '/search/register_query',
      headers: { 'x-locale': 'en' },
      payload: { query: 'verkkoaita' },
    });
    expect(res.statusCode).toBe(200);
    const { query_id } = res.json();
    await bus.drain();
    expect(seen).toEqual([{ query_id, query: 'verkkoaita', locale: 'en' }]);
    await app.close();
  });

  it('refuses a query under 3 characters with 400 naming the field, in the buyer language', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({
      method: 'POST',
      url: '/search/register_query',
      headers: { 'x-locale': 'de' },
      payload: { query: 'ai' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', issues: [{ field: 'query' }] });
    await app.close();
  });

  it('refuses a click without a variant id', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({
      method: 'POST',
      url: '/search/register_click',
      payload: { query_id: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', result_pos: 0, add_to_cart: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: 'variant_id' })]);
    await app.close();
  });

  it('stops one address flooding clicks to buy a ranking with 429; the flood never reaches the bus', async () => {
    const { app, bus } = await buildCatalogue();
    const seen: unknown[] = [];
    await bus.subscribe('test', 'search.click', (e) => void seen.push(e.payload));
    const click = {
      query_id: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11',
      result_pos: 0,
      variant_id: 1,
      add_to_cart: true,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1)
      statuses.push((await app.inject({ method: 'POST', url: '/search/register_click', payload: click })).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    await bus.drain();
    expect(seen).toHaveLength(120);
    await app.close();
  });

  it('refuses fields a click does not have, naming them', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({
      method: 'POST',
      url: '/search/register_click',
      payload: {
        query_id: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11',
        result_pos: 0,
        variant_id: 1,
        add_to_cart: false,
        weight: 1000,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: 'weight' })]);
    await app.close();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({
      method: 'POST',
      url: '/search/register_query',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('body');
    await app.close();
  });
});
