import { createServer, InProcessEventBus, type Readiness } from '@shop/service-kit';
import { catalogueService, MemoryCatalogueIndex } from '@shop/catalogue-service';
import type { Locale } from '@shop/contracts';
import { buildTestGateway, sharedTestGateway } from './helper';

const outside = { remoteAddress: '203.0.113.7' };

/** The in-memory index behind a switch: while down, the query readiness asks fails as a lost Elasticsearch would. */
class SwitchableIndex extends MemoryCatalogueIndex {
  down = false;
  override async rootCategories(locale: Locale) {
    if (this.down) throw new Error('elasticsearch 10.0.4.17:9200 unreachable');
    return super.rootCategories(locale);
  }
}

// One gateway for the tests that need no configuration or data folder of their own.
const gateway = sharedTestGateway();

describe('operators’ endpoints through the gateway', () => {
  it(
    'answers GET /health/<service>/ready for the gateway and every embedded service, with each check, to a ' +
      'local caller',
    async () => {
      const { app } = gateway();
      for (const service of ['gateway', 'catalogue', 'orders', 'users', 'contact']) {
        const res = await app.inject({ method: 'GET', url: `/health/${service}/ready` });
        expect([service, res.statusCode, res.json().status]).toEqual([service, 200, 'ready']);
      }
      const users = (await app.inject({ method: 'GET', url: '/health/users/ready' })).json();
      expect(Object.keys(users.checks).sort()).toEqual(['bus', 'companies', 'outbox', 'punchout', 'storage']);
      expect(users.checks.storage.detail).toBe('sqlite answers');
      const orders = (await app.inject({ method: 'GET', url: '/health/orders/ready' })).json();
      expect(Object.keys(orders.checks).sort()).toEqual(['bus', 'outbox', 'store']);
    },
  );

  it('does not serve /metrics/* to a caller from outside, only to one on this machine', async () => {
    const { app } = gateway();
    for (const service of ['gateway', 'orders', 'users', 'contact', 'catalogue']) {
      const outsider = await app.inject({ method: 'GET', url: `/metrics/${service}`, ...outside });
      expect([service, outsider.statusCode, outsider.body]).toEqual([
        service,
        404,
        expect.not.stringContaining('shop_'),
      ]);
      const local = await app.inject({ method: 'GET', url: `/metrics/${service}` });
      expect([service, local.statusCode, local.headers['content-type']]).toEqual([
        service,
        200,
        expect.stringContaining('text/plain'),
      ]);
    }
    // A reverse proxy on the same host connects from loopback but forwards someone else's request.
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics/orders',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('scrapes requests by route pattern and the process figures at the gateway and each embedded service', async () => {
    const { app } = gateway();
    await app.inject({ method: 'GET', url: '/api/orders/by-id/5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11' });
    for (const service of ['gateway', 'orders', 'catalogue']) {
      const scrape = (await app.inject({ method: 'GET', url: `/metrics/${service}` })).body;
      expect(scrape).toMatch(
        /^http_requests_total\{method="GET",route="\/orders\/by-id\/:uuid",status_code="\d+"\} \d+$/m,
      );
      expect(scrape).not.toContain('5b8d2f5e');
      expect(scrape).toContain('# TYPE http_request_duration_seconds histogram');
      expect(scrape).toMatch(/^process_resident_memory_bytes \d+$/m);
      expect(scrape).toMatch(/^nodejs_eventloop_utilization [\d.e-]+$/m);
    }
  });

  it('tells an outside caller only whether each check is green, never its detail (addresses, errors)', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/health/users/ready', ...outside });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      service: 'users',
      checks: {
        storage: { ok: true },
        companies: { ok: true },
        punchout: { ok: true },
        bus: { ok: true },
        outbox: { ok: true },
      },
    });
  });

  it('keeps /metrics/* and the readiness details from an outside caller however the address is spelled', async () => {
    const { app } = gateway();
    // The router decodes percent-escapes, so each of these reaches the route the guard is for.
    for (const url of ['/%6detrics/orders', '/%6Detrics/gateway', '/metrics/%75sers', '/%6D%65%74rics/contact']) {
      const outsider = await app.inject({ method: 'GET', url, ...outside });
      expect([url, outsider.statusCode, outsider.body]).toEqual([url, 404, expect.not.stringContaining('shop_')]);
    }
    for (const url of ['/health/users/%72eady', '/health/%75sers/ready', '/%68ealth/users/rea%64y']) {
      const outsider = await app.inject({ method: 'GET', url, ...outside });
      expect([url, outsider.statusCode, outsider.body]).toEqual([url, 200, expect.not.stringContaining('detail')]);
      const forwarded = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '8.8.8.8' } });
      expect([url, forwarded.body]).toEqual([url, expect.not.stringContaining('detail')]);
    }
    // A local caller still gets everything, whatever the spelling.
    expect((await app.inject({ method: 'GET', url: '/%6detrics/orders' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health/users/%72eady' })).json().checks.storage.detail).toBe(
      'sqlite answers',
    );
  });

  it('passes a proxied service’s readiness on: 200 with its bus red, 503 with its index down, no details', async () => {
    const catalogue = await createServer({ logger: false });
    const bus = new InProcessEventBus();
    bus.ready = async (): Promise<Readiness> => ({ ok: false, detail: 'kafka broker 10.0.4.17:9092 unreachable' });
    const index = new SwitchableIndex();
    await catalogue.register(catalogueService, { index, bus });
    const address = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const busRed = await app.inject({ method: 'GET', url: '/health/catalogue/ready', ...outside });
    expect([busRed.statusCode, busRed.json()]).toEqual([
      200,
      { status: 'ready', service: 'catalogue', checks: { search: { ok: true }, bus: { ok: false } } },
    ]);
    index.down = true;
    const outsider = await app.inject({ method: 'GET', url: '/health/catalogue/ready', ...outside });
    expect(outsider.statusCode).toBe(503);
    expect(outsider.body).not.toMatch(/10\.0\.4\.17/);
    expect(outsider.json()).toEqual({
      status: 'unavailable',
      service: 'catalogue',
      checks: { search: { ok: false }, bus: { ok: false } },
    });
    // The proxy passes the address on as it came, and the service decodes it: every spelling is guarded.
    for (const url of ['/health/catalogue/%72eady', '/health/catalogue/rea%64y', '/health/catalogue/./ready']) {
      const spelled = await app.inject({ method: 'GET', url, ...outside });
      expect([url, spelled.body]).toEqual([url, expect.not.stringMatching(/10\.0\.4\.17/)]);
    }
    const local = await app.inject({ method: 'GET', url: '/health/catalogue/ready' });
    expect([local.statusCode, local.json().checks.search.detail, local.json().checks.bus.detail]).toEqual([
      503,
      'elasticsearch 10.0.4.17:9200 unreachable',
      'kafka broker 10.0.4.17:9092 unreachable',
    ]);
    await app.close();
    await catalogue.close();
  });
});
