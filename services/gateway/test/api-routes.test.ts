import websocket from '@fastify/websocket';
import {
  apiPath,
  callPrefixes,
  serviceFileRoutes,
  serviceNames,
  servicePrefixes,
  VariantListResponseSchema,
  type CallPrefix,
} from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildTestGateway } from './helper';

/** A call each prefix's owner answers (any status but the 404 of a path nobody routes). */
const probes: Record<CallPrefix, { method: 'GET' | 'POST'; path: string }> = {
  '/search': { method: 'GET', path: '/search/all/fence' },
  '/productVariant': { method: 'GET', path: '/productVariant/top' },
  '/product': { method: 'GET', path: '/product/by-category/fences' },
  '/category': { method: 'GET', path: '/category/rootCategories' },
  '/static': { method: 'GET', path: '/static' },
  '/faq': { method: 'GET', path: '/faq' },
  '/countries': { method: 'GET', path: '/countries' },
  '/blogs': { method: 'GET', path: '/blogs/all' },
  '/suppliers': { method: 'GET', path: '/suppliers/1' },
  '/orders': { method: 'GET', path: '/orders/payment-methods' },
  '/ws': { method: 'GET', path: '/ws/not-a-cart' },
  '/users': { method: 'GET', path: '/users/current' },
  '/contact': { method: 'POST', path: '/contact/submit' },
  '/newsletter': { method: 'POST', path: '/newsletter/subscribe' },
  '/analytics': { method: 'GET', path: '/analytics/config' },
};

const json = { accept: 'application/json' };

const firstMessage = (socket: WebSocket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('message', (data) => {
      resolve(String(data));
      socket.close();
    });
    socket.once('error', reject);
  });

describe('every call under /api, embedded services', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestGateway());
  });
  afterAll(() => app.close());

  it('reaches the owner of each prefix of the routes table under /api, as a call and never a page', async () => {
    expect(Object.keys(probes).sort()).toEqual([...callPrefixes].sort());
    for (const [prefix, { method, path }] of Object.entries(probes)) {
      // /ws is a websocket only: its route refuses a plain GET with 400, never the router's 404.
      const body = method === 'POST' ? { payload: {} } : {};
      const res = await app.inject({ method, url: apiPath(path), headers: { accept: 'text/html' }, ...body });
      expect([prefix, res.statusCode === 404, res.headers['content-type']]).toEqual([
        prefix,
        false,
        expect.stringContaining('application/json'),
      ]);
      expect(res.headers.deprecation).toBeUndefined();
    }
  });

  it('keeps a cart’s live channel at /api/ws/{uuid}', async () => {
    const listing = await app.inject({
      method: 'GET',
      url: apiPath('/productVariant/by-category/fences?range=[0,40]'),
    });
    const variant = VariantListResponseSchema.parse(listing.json()).variants.find(
      (v) => v.availability === 'available',
    );
    const added = await app.inject({
      method: 'POST',
      url: apiPath('/orders/add'),
      payload: { variantId: variant!.id, amount: variant!.min_order, isProduction: true },
    });
    const { uuid } = added.json<{ uuid: string }>();
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}${apiPath(`/ws/${uuid}`)}`, { headers: { cookie } });
    expect(JSON.parse(await firstMessage(socket))).toMatchObject({ type: 'cart.length', uuid });
  });

  it('answers an unknown path under /api with the error contract, also to a browser', async () => {
    for (const url of ['/api/orders/does-not-exist', '/api/no-such-service', '/api']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });

  it('names the address the buyer asked for in a 404, not the service path behind /api', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/orders/set-form/x?y=1', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/PUT \/api\/orders\/set-form\/x$/);
  });

  it('serves the page at /faq to curl (no Accept), */* and a browser, and the JSON at /api/faq', async () => {
    for (const accept of [undefined, '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const page = await app.inject({ method: 'GET', url: '/faq', headers: accept ? { accept } : {} });
      expect([accept, page.statusCode, page.headers['content-type']]).toEqual([
        accept,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(page.headers.vary).toContain('Accept');
      expect(page.headers.deprecation).toBeUndefined();
    }
    const call = await app.inject({ method: 'GET', url: '/api/faq', headers: { 'x-locale': 'en' } });
    expect([call.statusCode, call.headers['content-type']]).toEqual([200, expect.stringContaining('application/json')]);
  });

  it('answers a page’s address with the old call only for JSON, deprecated, varying by Accept', async () => {
    const old = await app.inject({ method: 'GET', url: '/faq', headers: json });
    expect(old.headers['content-type']).toContain('application/json');
    expect(old.headers).toMatchObject({ deprecation: 'true', link: '</api/faq>; rel="successor-version"' });
    expect(old.headers.vary).toContain('Accept');
    const profile = await app.inject({ method: 'GET', url: '/users/profile', headers: { accept: '*/*' } });
    expect(profile.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('keeps answering old call paths no page owns for one release, each naming its successor under /api', async () => {
    const old = await app.inject({ method: 'GET', url: '/category/rootCategories?x=1', headers: { 'x-locale': 'en' } });
    expect(old.statusCode).toBe(200);
    expect(old.headers).toMatchObject({
      deprecation: 'true',
      link: '</api/category/rootCategories?x=1>; rel="successor-version"',
    });
    // It varies by Accept-Encoding as every call that may be compressed, not by Accept as a page's address.
    expect(String(old.headers.vary ?? '').split(/,\s*/)).not.toContain('Accept');
    const webhook = await app.inject({
      method: 'POST',
      url: '/orders/payment-webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([webhook.statusCode, webhook.headers.deprecation]).toEqual([400, 'true']);
  });

  it('serves pictures where they were, as files and not deprecated calls', async () => {
    const listing = await app.inject({ method: 'GET', url: apiPath('/productVariant/top') });
    const image = JSON.stringify(listing.json()).match(/"(\/static\/images\/[^"]+)"/)?.[1];
    expect(serviceFileRoutes.some(({ prefix }) => image?.startsWith(prefix + '/'))).toBe(true);
    const res = await app.inject({ method: 'GET', url: image! });
    expect([res.statusCode, res.headers.deprecation]).toEqual([200, undefined]);
  });
});

describe('every call under /api, services behind HTTP proxies', () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let address: string;
  beforeAll(async () => {
    // One stand-in for all four services: it says which path and query reached it.
    upstream = Fastify();
    await upstream.register(websocket);
    upstream.get('/ws/:id', { websocket: true }, (socket, request) => socket.send(request.url));
    upstream.all('/*', async (request) => ({ url: request.url }));
    const upstreamAddress = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const urls = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, upstreamAddress]));
    ({ app: gateway } = await buildTestGateway(urls));
    address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('forwards each service prefix of the routes table from /api to the service’s own path', async () => {
    for (const name of serviceNames) {
      for (const prefix of servicePrefixes[name].filter((p) => p !== '/ws')) {
        const res = await fetch(`${address}${apiPath(`${prefix}/probe?q=1`)}`, { headers: json });
        expect([name, prefix, await res.json()]).toEqual([name, prefix, { url: `${prefix}/probe?q=1` }]);
      }
    }
  });

  it('forwards the websocket from /api/ws to the orders service’s /ws', async () => {
    const socket = new WebSocket(`${address.replace('http', 'ws')}${apiPath('/ws/abc')}`);
    expect(await firstMessage(socket)).toBe('/ws/abc');
  });
});
