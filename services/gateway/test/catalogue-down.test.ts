import { createServer as createNetServer } from 'node:net';
import { ErrorResponseSchema } from '@shop/contracts';
import Fastify from 'fastify';
import { buildTestGateway } from './helper';

/** An address nothing listens on: a catalogue that is down. */
async function closedAddress(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('a catalogue that is down (production mode)', () => {
  let app: Awaited<ReturnType<typeof buildTestGateway>>['app'];
  beforeAll(async () => {
    ({ app } = await buildTestGateway({ CATALOGUE_URL: await closedAddress() }));
  });
  afterAll(async () => app.close());

  it.each(['/api/category/rootCategories', '/api/search?search=zaun', '/api/productVariant/1001'])(
    'answers %s with 503, Retry-After and a message in the buyer language, not a 500',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'application/json', 'accept-language': 'fi' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      const body = ErrorResponseSchema.parse(res.json());
      expect(body.message).toBe('Tämä kaupan osa ei ole juuri nyt käytettävissä. Yritä uudelleen minuutin kuluttua.');
    },
  );

  it('answers a category or product page with the shop and 503 "temporarily unavailable", never 404', async () => {
    for (const url of ['/categories/zaeune', '/products/doppelstabmatte-868', '/variant/1001']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.body).toContain('<title>Vorübergehend nicht erreichbar | Nordbau</title>');
      expect(res.body).toContain('id="root"');
    }
  });

  it('still serves the pages that need no catalogue', async () => {
    const res = await app.inject({ url: '/faq', headers: html });
    expect(res.statusCode).toBe(200);
  });

  it('answers the sitemap with 503 rather than a sitemap without categories', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
  });

  it('reports the catalogue as not live on its health path, through the gateway', async () => {
    const res = await app.inject({ url: '/health/catalogue' });
    expect(res.statusCode).toBe(503);
  });
});

describe('a gateway given two replicas of the catalogue', () => {
  it('answers every call while one of them is down', async () => {
    const up = Fastify();
    up.get('/category/rootCategories', async () => []);
    const upUrl = await up.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: `${await closedAddress()},${upUrl}` });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ url: '/api/category/rootCategories' })).statusCode);
    }
    await app.close();
    await up.close();
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
