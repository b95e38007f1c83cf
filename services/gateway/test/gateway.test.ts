import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorResponseSchema, RemotesManifestSchema, RootCategoriesResponseSchema } from '@shop/contracts';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import { catalogueService, MemoryCatalogueIndex } from '@shop/catalogue-service';
import { buildTestGateway } from './helper';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('gateway in embedded mode', () => {
  it('routes /category/rootCategories to the catalogue and answers a contract-valid body', async () => {
    const { app } = await buildTestGateway();
    const res = await app.inject({ method: 'GET', url: '/category/rootCategories', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(RootCategoriesResponseSchema.parse(res.json())[0]?.title).toBe('Fences and fence panels');
    await app.close();
  });

  it('answers an unknown call path with 404 and the error contract', async () => {
    const { app } = await buildTestGateway();
    const res = await app.inject({ method: 'GET', url: '/orders/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
    await app.close();
  });

  it('answers a malformed POST body with 400 naming the field', async () => {
    const { app } = await buildTestGateway();
    const res = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).issues?.map((i) => i.field)).toEqual(['email']);
    await app.close();
  });

  it('serves the shell for every page, also where a page shares its prefix with a call path', async () => {
    const { app } = await buildTestGateway();
    for (const url of ['/', '/categories/fences', '/users/profile', '/users/profile?login=true', '/cart/new']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<div id="root">');
    }
    await app.close();
  });

  it('serves a page to a client that takes anything (curl, link previews), but keeps call paths for the calls', async () => {
    const { app } = await buildTestGateway();
    for (const accept of ['*/*', undefined]) {
      const page = await app.inject({ method: 'GET', url: '/categories/fences', headers: accept ? { accept } : {} });
      expect([accept, page.statusCode, page.headers['content-type']]).toEqual([
        accept,
        200,
        'text/html; charset=utf-8',
      ]);
    }
    // /users/profile is a page for a browser and stays the users service's path for everything else.
    const call = await app.inject({ method: 'GET', url: '/users/profile', headers: { accept: '*/*' } });
    expect(call.headers['content-type']).toContain('application/json');
    await app.close();
  });

  it('answers an unknown page with the shell and status 404, and an unknown file with 404', async () => {
    const { app } = await buildTestGateway();
    expect((await app.inject({ method: 'GET', url: '/no/such/page', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no/such/page', headers: html })).body).toContain(
      '<div id="root">',
    );
    expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves remote entries uncached and hashed shell files for a year', async () => {
    const { app } = await buildTestGateway();
    const entry = await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/main.abc123.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
    await app.close();
  });
});

describe('remotes manifest', () => {
  it('points each remote at its build by default', async () => {
    const { app } = await buildTestGateway();
    const manifest = RemotesManifestSchema.parse((await app.inject({ method: 'GET', url: '/remotes.json' })).json());
    expect(manifest.remotes.catalogue?.entry).toBe('/remotes/catalogue/remoteEntry.js');
    await app.close();
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
});

describe('gateway in production mode', () => {
  it('proxies the catalogue call paths to the catalogue service at CATALOGUE_URL', async () => {
    const catalogue = await createServer({ logger: false });
    await catalogue.register(catalogueService, { index: new MemoryCatalogueIndex(), bus: new InProcessEventBus() });
    const address = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const res = await app.inject({ method: 'GET', url: '/category/rootCategories', headers: { 'x-locale': 'et' } });
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

  it('does not exist when mail goes to an SMTP server', async () => {
    const { app } = await buildTestGateway({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('forwarding the buyer to proxied services', () => {
  it('passes the buyer address in X-Forwarded-For, which a service trusting only the gateway reads as request.ip', async () => {
    process.env.TRUST_PROXY = '127.0.0.1';
    const service = await createServer({ logger: false });
    delete process.env.TRUST_PROXY;
    service.get('/search/who-am-i', async (request) => ({ ip: request.ip, host: request.headers['x-forwarded-host'] }));
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const gatewayAddress = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${gatewayAddress}/search/who-am-i`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    // The gateway itself does not trust what a browser claims: it sends only the address it saw.
    expect(await res.json()).toEqual({ ip: '127.0.0.1', host: gatewayAddress.replace('http://', '') });
    await app.close();
    await service.close();
  });
});
