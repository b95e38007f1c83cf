import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorResponseSchema, RemotesManifestSchema, RootCategoriesResponseSchema } from '@shop/contracts';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import { catalogueService, MemoryCatalogueIndex } from '@shop/catalogue-service';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { buildTestGateway, sharedTestGateway } from './helper';

const html = { accept: 'text/html,application/xhtml+xml' };

// One gateway for the tests that need no configuration or data folder of their own.
const gateway = sharedTestGateway();

describe('gateway in embedded mode', () => {
  it('routes /api/category/rootCategories to the catalogue and answers a contract-valid body', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/api/category/rootCategories', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(RootCategoriesResponseSchema.parse(res.json())[0]?.title).toBe('Fences and fence panels');
  });

  it("reads the specification's locale header, and prefers it to x-locale", async () => {
    const { app } = gateway();
    const title = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/api/category/rootCategories', headers });
      return RootCategoriesResponseSchema.parse(res.json())[0]?.title;
    };
    expect(await title({ locale: 'et' })).toBe('Aiad ja aiapaneelid');
    expect(await title({ locale: 'et', 'x-locale': 'en' })).toBe('Aiad ja aiapaneelid');
    expect(await title({ 'x-locale': 'en' })).toBe('Fences and fence panels');
  });

  it('names a refusal in the language of the locale header', async () => {
    const { app } = gateway();
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { locale: 'en' },
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const english = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-locale': 'en' },
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.json().message).toBe(english.json().message);
  });

  it('answers an unknown call path with 404 and the error contract', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/api/orders/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a malformed POST body with 400 naming the field', async () => {
    const { app } = gateway();
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).issues?.map((i) => i.field)).toEqual(['email']);
  });

  it('serves the shell for every page, also where a page shares its prefix with a call path', async () => {
    const { app } = gateway();
    for (const url of ['/', '/categories/fences', '/users/profile', '/users/profile?login=true', '/cart/new']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves a page to a client that takes anything (curl, link previews), also on an old call path', async () => {
    const { app } = gateway();
    for (const accept of ['*/*', undefined]) {
      const page = await app.inject({ method: 'GET', url: '/categories/fences', headers: accept ? { accept } : {} });
      expect([accept, page.statusCode, page.headers['content-type']]).toEqual([
        accept,
        200,
        'text/html; charset=utf-8',
      ]);
    }
    // /users/profile is a page whatever it accepts: calls live under /api.
    const profile = await app.inject({ method: 'GET', url: '/users/profile', headers: { accept: '*/*' } });
    expect(profile.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers an unknown page with the shell and status 404, and an unknown file with 404', async () => {
    const { app } = gateway();
    expect((await app.inject({ method: 'GET', url: '/no/such/page', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no/such/page', headers: html })).body).toContain(
      '<div id="root">',
    );
    expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });

  it('serves remote entries uncached and hashed shell files for a year', async () => {
    const { app } = gateway();
    const entry = await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/main.abc123.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });
});

describe('remotes manifest', () => {
  it('points each remote at its build by default', async () => {
    const { app } = gateway();
    const manifest = RemotesManifestSchema.parse((await app.inject({ method: 'GET', url: '/remotes.json' })).json());
    expect(manifest.remotes.catalogue?.entry).toBe('/remotes/catalogue/remoteEntry.js');
  });

  it('follows the manifest file as it changes, without a restart', async () => {
    const { app, root } = await buildTestGateway({ REMOTES_MANIFEST: 'remotes.json' });
    const file = join(root, 'remotes.json');
    const write = (entry: string) =>
      writeFileSync(
        file,
        JSON.stringify({ remotes: { catalogue: { entry }, cart: { entry: '/c' }, account: { entry: '/a' } } }),
      );
    write('/remotes/catalogue/remoteEntry.js');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.catalogue.entry).toBe(
      '/remotes/catalogue/remoteEntry.js',
    );
    write('/remotes/releases/catalogue-2/remoteEntry.js');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.catalogue.entry).toBe(
      '/remotes/releases/catalogue-2/remoteEntry.js',
    );
    await app.close();
  });

  it('drops only the entry that is broken and serves the other remotes', async () => {
    const { app, root } = await buildTestGateway({ REMOTES_MANIFEST: 'remotes.json' });
    const remotes = { catalogue: { entry: '//evil.example/x.js' }, cart: { entry: '/c' }, account: {}, wishlist: {} };
    writeFileSync(join(root, 'remotes.json'), JSON.stringify({ remotes }));
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ remotes: { cart: { entry: '/c' } }, pages: {} });
    await app.close();
  });
});

describe('gateway in production mode', () => {
  it('proxies the catalogue calls under /api to the catalogue service at CATALOGUE_URL', async () => {
    const catalogue = await createServer({ logger: false });
    await catalogue.register(catalogueService, { index: new MemoryCatalogueIndex(), bus: new InProcessEventBus() });
    const address = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const res = await app.inject({ method: 'GET', url: '/api/category/rootCategories', headers: { 'x-locale': 'et' } });
    expect(res.statusCode).toBe(200);
    expect(RootCategoriesResponseSchema.parse(res.json())[0]?.title).toBe('Aiad ja aiapaneelid');
    const health = await app.inject({ method: 'GET', url: '/health/gateway' });
    expect(health.json().adapters).toEqual({
      catalogue: 'proxy',
      orders: 'embedded',
      users: 'embedded',
      contact: 'embedded',
    });
    await app.close();
    await catalogue.close();
  });
});

describe('dev mailbox (embedded mode)', () => {
  it('lists what the outbox mailer wrote and serves each raw message', async () => {
    const { app, root } = await buildTestGateway();
    const { createOutboxMailer } = await import('@shop/service-kit');
    await createOutboxMailer(join(root, 'data', 'outbox'), 'shop@test').send({
      to: ['anna@rakennus-oy.fi'],
      subject: 'Tilausvahvistus <NB-1>',
      text: 'Kiitos tilauksestasi',
    });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('anna@rakennus-oy.fi');
    expect(page.body).toContain('Tilausvahvistus &lt;NB-1&gt;');
    const href = /href="\/dev\/mailbox\/([^"]+)"/.exec(page.body)?.[1];
    const raw = await app.inject({ method: 'GET', url: `/dev/mailbox/${href}` });
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect(raw.body).toContain('Kiitos tilauksestasi');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/..%2Fusers.sqlite' })).statusCode).toBe(400);
    await app.close();
  });

  it('shows subjects and recipients decoded, not as encoded words', async () => {
    const { app, root } = await buildTestGateway();
    const { createOutboxMailer } = await import('@shop/service-kit');
    const subject = 'Tilausvahvistus NB-2 – kiitos tilauksestasi, Äänekosken työmaa: pääsy & toimitus <tänään>';
    await createOutboxMailer(join(root, 'data', 'outbox'), 'shop@test').send({
      to: ['"Jürgen Müller" <jm@bau.de>'],
      subject,
      text: 'Kiitos',
    });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('=?');
    expect(page.body).toContain(subject.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'));
    expect(page.body).toContain('Jürgen Müller');
    await app.close();
  });

  it('does not exist when mail goes to an SMTP server', async () => {
    const { app } = await buildTestGateway({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('forwarding the buyer to proxied services', () => {
  it('passes the buyer address in X-Forwarded-For, read as request.ip by a service trusting the gateway', async () => {
    const service = await createServer({ logger: false, trustProxy: '127.0.0.1' });
    service.get('/search/who-am-i', async (request) => ({
      ip: request.ip,
      host: request.headers['x-forwarded-host'],
    }));
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const gatewayAddress = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${gatewayAddress}/api/search/who-am-i`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    // The gateway itself does not trust what a browser claims: it sends only the address it saw.
    expect(await res.json()).toEqual({ ip: '127.0.0.1', host: gatewayAddress.replace('http://', '') });
    await app.close();
    await service.close();
  });

  it('passes the buyer address on the websocket upgrade to the live cart channel too (X-Forwarded-For)', async () => {
    // Stands in for the orders service: it limits connections per request.ip and trusts the gateway.
    const orders = Fastify({ trustProxy: '127.0.0.1' });
    await orders.register(websocket);
    orders.get('/ws/:uuid', { websocket: true }, (socket, request) => {
      socket.send(JSON.stringify({ ip: request.ip, cookie: request.headers.cookie ?? null }));
    });
    const address = await orders.listen({ port: 0, host: '127.0.0.1' });
    // Behind a load balancer on this host: the gateway settles on the address the balancer names.
    const { app } = await buildTestGateway({ ORDERS_URL: address, TRUST_PROXY: '127.0.0.1' });
    const gatewayAddress = await app.listen({ port: 0, host: '127.0.0.1' });
    const seenBy = async (buyer: string) => {
      const socket = new WebSocket(`${gatewayAddress.replace('http', 'ws')}/api/ws/${randomUUID()}`, {
        headers: { 'x-forwarded-for': buyer, cookie: 'cart_access=abc' },
      });
      const message = await new Promise<string>((resolve, reject) => {
        socket.once('message', (data) => resolve(String(data)));
        socket.once('error', reject);
      });
      socket.close();
      return JSON.parse(message) as unknown;
    };
    try {
      // Two buyers are two addresses to the service, not both the gateway's; the cookie still goes along.
      expect(await seenBy('203.0.113.77')).toEqual({ ip: '203.0.113.77', cookie: 'cart_access=abc' });
      expect(await seenBy('198.51.100.9')).toEqual({ ip: '198.51.100.9', cookie: 'cart_access=abc' });
    } finally {
      await app.close();
      await orders.close();
    }
  });

  it('sends the service its own request id, not the one a client made up, and answers with it', async () => {
    const service = await createServer({ logger: false, continueRequestIds: true });
    service.get('/search/which-request', async (request) => ({ id: request.id }));
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const gatewayAddress = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${gatewayAddress}/api/search/which-request`, {
      headers: { 'x-request-id': 'someone-elses-request' },
    });
    const answeredId = res.headers.get('x-request-id');
    expect(answeredId).toMatch(/^[0-9a-f-]{36}$/);
    // The service logged and answered under the gateway's id: one id for the request end to end.
    expect(await res.json()).toEqual({ id: answeredId });
    await app.close();
    await service.close();
  });
});
