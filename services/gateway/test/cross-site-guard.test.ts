import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { PublicOrigins } from '@shop/service-kit';
import { guardCrossSiteChanges } from '../src/cross-site-guard';
import { buildTestGateway, sharedTestGateway } from './helper';

const evil = 'https://evil.example';
const gateway = sharedTestGateway();

/** A guest's cart made by the shop's own page: its uuid and the browser's cart-access cookie. */
async function guestCart(app: FastifyInstance) {
  const [variant] = (await app.inject({ url: '/api/productVariant/top' })).json<{ id: number; min_order?: number }[]>();
  const added = await app.inject({
    method: 'POST',
    url: '/api/orders/add',
    payload: { variantId: variant!.id, amount: Math.max(3, variant!.min_order ?? 1) },
  });
  expect(added.statusCode).toBe(200);
  const cookie = String(added.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^cart_access=/);
  return { uuid: added.json<{ uuid: string }>().uuid, cookie };
}

/** The answer's status and code, to compare with the refusal. */
const outcome = (res: { statusCode: number; json: () => { code?: string } }) => [res.statusCode, res.json().code];

/** Opens the live channel through the gateway; the status the upgrade was answered with (101: open). */
function upgradeStatus(address: string, path: string, headers: Record<string, string>, origin?: string) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${address.replace('http', 'ws')}${path}`, { headers, ...(origin ? { origin } : {}) });
    // Resolved once the connection is closed: the gateway's close waits for every open one.
    socket.once('open', () => {
      socket.once('close', () => resolve(101));
      socket.close();
    });
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', reject);
  });
}

describe("cookie-authenticated changes from another site's page (Origin, Sec-Fetch-Site)", () => {
  it(
    'refuses set-comment and share (text/plain) on a guest cart from ' +
      "another origin, 403 in the buyer's language, and changes nothing",
    async () => {
      const { app } = gateway();
      const { uuid, cookie } = await guestCart(app);
      const comment = (headers: Record<string, string>) =>
        app.inject({
          method: 'PATCH',
          url: `/api/orders/set-comment/${uuid}`,
          headers: { cookie, 'x-locale': 'de', ...headers },
          payload: { comment: 'Von evil.example' },
        });
      const refused = await comment({ origin: evil });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'CROSS_SITE',
        message:
          'Diese Änderung kam von einer anderen Website und wurde ' +
          'abgelehnt. Bitte nehmen Sie sie auf der Seite des Shops vor.',
      });
      expect(outcome(await comment({ 'sec-fetch-site': 'cross-site' }))).toEqual([403, 'CROSS_SITE']);
      expect(outcome(await comment({ origin: 'null' }))).toEqual([403, 'CROSS_SITE']);
      const cart = await app.inject({ url: `/api/orders/by-id/${uuid}`, headers: { cookie } });
      expect(cart.json<{ comment?: string }>().comment ?? '').toBe('');

      const share = (origin: string) =>
        app.inject({
          method: 'POST',
          url: `/api/orders/share/${uuid}`,
          headers: { cookie, origin, 'content-type': 'text/plain' },
          payload: 'x',
        });
      expect(outcome(await share(evil))).toEqual([403, 'CROSS_SITE']);

      // The shop's own page (any loopback origin outside production), or no browser at all, passes.
      expect((await comment({ origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
        200,
      );
      expect((await comment({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
      expect((await comment({})).statusCode).toBe(200);
    },
  );

  it(
    "refuses the profile update and the operator's supplier-record " +
      'PATCH with a session cookie from another origin',
    async () => {
      const { app } = gateway();
      const headers = { cookie: 'sid=any-session-token', 'x-locale': 'en' };
      const calls = [
        { method: 'PATCH' as const, url: '/api/users/update/1', payload: { customername: 'Mallory' } },
        { method: 'PATCH' as const, url: '/api/suppliers/backoffice/1', payload: { email: 'mallory@evil.example' } },
      ];
      for (const call of calls) {
        const foreign = await app.inject({ ...call, headers: { ...headers, origin: evil } });
        expect([call.url, ...outcome(foreign)]).toEqual([call.url, 403, 'CROSS_SITE']);
        // The same call from the shop's page reaches the service, which asks for a real session.
        const own = await app.inject({ ...call, headers: { ...headers, origin: 'http://localhost:8080' } });
        expect([call.url, own.json().code]).not.toEqual([call.url, 'CROSS_SITE']);
        expect(own.statusCode).toBe(401);
      }
    },
  );

  it("lets calls without the buyer's cookies through from anywhere (webhooks, services, supplier links)", async () => {
    const { app } = gateway();
    const [variant] = (await app.inject({ url: '/api/productVariant/top' })).json<
      { id: number; min_order?: number }[]
    >();
    const added = await app.inject({
      method: 'POST',
      url: '/api/orders/add',
      headers: { origin: evil, cookie: 'locale=fi' },
      payload: { variantId: variant!.id, amount: Math.max(3, variant!.min_order ?? 1) },
    });
    expect(added.statusCode).toBe(200);
  });

  it("takes only PUBLIC_URL and LINK_ORIGINS as the shop's own origins", async () => {
    const { app } = await buildTestGateway({
      PUBLIC_URL: 'https://www.nordbau.example',
      LINK_ORIGINS: 'https://nordbau.fi',
    });
    try {
      const update = (origin: string) =>
        app.inject({
          method: 'PATCH',
          url: '/api/users/update/1',
          headers: { cookie: 'sid=x', origin },
          payload: { customername: 'Anna' },
        });
      expect((await update('https://www.nordbau.example')).statusCode).toBe(401);
      expect((await update('https://nordbau.fi')).statusCode).toBe(401);
      expect(outcome(await update('https://nordbau.fi.evil.example'))).toEqual([403, 'CROSS_SITE']);
    } finally {
      await app.close();
    }
  });

  it(
    'refuses a websocket from another origin where ' + '@fastify/websocket serves it in process (embedded mode)',
    async () => {
      const app = Fastify();
      guardCrossSiteChanges(app, PublicOrigins.of(['https://www.nordbau.example']));
      await app.register(websocket);
      app.get('/ws/:uuid', { websocket: true }, (socket) => socket.send('{}'));
      await app.ready();
      const open = (origin: string) => app.injectWS(`/ws/${randomUUID()}`, { headers: { cookie: 'sid=x', origin } });
      await expect(open(evil)).rejects.toThrow('Unexpected server response: 403');
      const own = await open('https://www.nordbau.example');
      own.terminate();
      await app.close();
    },
  );

  it("refuses the live channel's websocket from another origin (orders service behind the proxy)", async () => {
    const orders = Fastify();
    await orders.register(websocket);
    orders.get('/ws/:uuid', { websocket: true }, (socket) => socket.send('{}'));
    const ordersAddress = await orders.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ ORDERS_URL: ordersAddress });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const path = `/api/ws/${randomUUID()}`;
      expect(await upgradeStatus(address, path, { cookie: 'cart_access=abc' }, evil)).toBe(403);
      expect(await upgradeStatus(address, path, { cookie: 'cart_access=abc' }, address)).toBe(101);
    } finally {
      await app.close();
      await orders.close();
    }
  });
});
