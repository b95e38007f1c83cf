import {
  createServer,
  healthRoutes,
  InProcessEventBus,
  metricsRoutes,
  MetricsRegistry,
  useZod,
  type Readiness,
} from '../src';
import { markDraining } from '../src/http/draining';
import { recordingLogger } from './event-bus.contract';

async function appWith(
  readiness: Record<string, () => Promise<Readiness>>,
  registry?: MetricsRegistry,
  details: Record<string, () => Promise<Readiness>> = {},
) {
  const app = await createServer({ logger: false, metrics: registry });
  useZod(app);
  await app.register(healthRoutes, { service: 'orders', adapters: { bus: 'kafka' }, readiness, details });
  await app.register(metricsRoutes, { service: 'orders', registry });
  await app.ready();
  return app;
}

describe('readiness route', () => {
  it('stays ready while the broker is unreachable, naming it red in the checks', async () => {
    let brokerUp = false;
    const app = await appWith({ store: async () => ({ ok: true, detail: 'sqlite answers' }) }, undefined, {
      bus: async () =>
        brokerUp
          ? { ok: true, detail: 'kafka: 1 broker(s)' }
          : { ok: false, detail: 'kafka unreachable: connect ECONNREFUSED' },
      outbox: async () => ({ ok: false, detail: 'outbox orders: backlog 1200 over 1000' }),
    });
    const down = await app.inject({ method: 'GET', url: '/health/orders/ready' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({
      status: 'ready',
      service: 'orders',
      checks: {
        store: { ok: true, detail: 'sqlite answers' },
        bus: { ok: false, detail: 'kafka unreachable: connect ECONNREFUSED' },
        outbox: { ok: false, detail: 'outbox orders: backlog 1200 over 1000' },
      },
    });
    brokerUp = true;
    const up = await app.inject({ method: 'GET', url: '/health/orders/ready' });
    expect(up.json().checks.bus).toEqual({ ok: true, detail: 'kafka: 1 broker(s)' });
    await app.close();
  });

  it('answers 503 while its own store is down, the bus being fine', async () => {
    const app = await appWith(
      { store: async () => ({ ok: false, detail: 'connect ECONNREFUSED 127.0.0.1:27017' }) },
      undefined,
      { bus: async () => ({ ok: true, detail: 'kafka: 1 broker(s)' }) },
    );
    const response = await app.inject({ method: 'GET', url: '/health/orders/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      checks: { store: { ok: false }, bus: { ok: true } },
    });
    // Liveness stays as it was: an outage of a dependency must not get the process restarted.
    expect((await app.inject({ method: 'GET', url: '/health/orders' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 with the shutdown check once the process drains, whatever its dependencies say', async () => {
    const app = await appWith({ bus: async () => ({ ok: true, detail: 'kafka: 1 broker(s)' }) });
    expect((await app.inject({ method: 'GET', url: '/health/orders/ready' })).statusCode).toBe(200);
    markDraining(app);
    const draining = await app.inject({ method: 'GET', url: '/health/orders/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({
      status: 'unavailable',
      service: 'orders',
      checks: { shutdown: { ok: false, detail: 'draining after SIGTERM' } },
    });
    expect((await app.inject({ method: 'GET', url: '/health/orders' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a check named both for readiness and as a detail', async () => {
    const check = async () => ({ ok: true, detail: 'x' });
    await expect(appWith({ bus: check }, undefined, { bus: check })).rejects.toThrow(/both/);
  });

  it('reports a check that throws as red instead of failing the probe', async () => {
    const app = await appWith({
      store: async () => {
        throw new Error('database is locked');
      },
    });
    const response = await app.inject({ method: 'GET', url: '/health/orders/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks.store).toEqual({ ok: false, detail: 'database is locked' });
    await app.close();
  });
});

describe('metrics route', () => {
  it('exposes dead letters per group and topic in the Prometheus text format', async () => {
    const registry = new MetricsRegistry();
    const bus = new InProcessEventBus({ metrics: registry, logger: recordingLogger().logger });
    await bus.subscribe(
      'orders-confirmation-mail',
      'cart.updated',
      () => {
        throw new Error('smtp down');
      },
      { maxAttempts: 2, retryDelayMs: 1 },
    );
    await bus.publish('cart.updated', { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 1 });
    await bus.drain();
    const app = await appWith({}, registry);
    const response = await app.inject({ method: 'GET', url: '/metrics/orders' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(response.body).toContain('# TYPE shop_events_dead_lettered_total counter');
    expect(response.body).toContain(
      'shop_events_dead_lettered_total{group="orders-confirmation-mail",topic="cart.updated"} 1',
    );
    expect(response.body).toContain(
      'shop_event_handler_retries_total{group="orders-confirmation-mail",topic="cart.updated"} 1',
    );
    await app.close();
  });

  it('escapes label values, so an odd group name cannot forge another series', async () => {
    const registry = new MetricsRegistry();
    registry.counter('shop_test_total', 'A test counter.').inc({ group: 'a"} 99\nshop_fake 1' });
    expect(await registry.render()).toContain('shop_test_total{group="a\\"} 99\\nshop_fake 1"} 1');
    expect(await registry.render()).not.toMatch(/^shop_fake/m);
  });

  it('counts requests by route pattern, method and status, with latency histograms and process figures', async () => {
    const registry = new MetricsRegistry();
    const app = await createServer({ logger: false, metrics: registry });
    app.get('/orders/by-id/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    await app.register(metricsRoutes, { service: 'orders', registry });
    const ids = ['5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', '0c6f3f9e-7a4b-4f7e-9d0e-2b1a3c4d5e6f'];
    for (const id of ids) await app.inject({ method: 'GET', url: `/orders/by-id/${id}` });
    await app.inject({ method: 'GET', url: '/nowhere/5b8d2f5e' });

    const scrape = (await app.inject({ method: 'GET', url: '/metrics/orders' })).body;
    expect(scrape).toContain('http_requests_total{method="GET",route="/orders/by-id/:id",status_code="200"} 2');
    expect(scrape).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(scrape).not.toContain(ids[0]);
    expect(scrape).toContain('# TYPE http_request_duration_seconds histogram');
    expect(scrape).toContain('http_request_duration_seconds_count{method="GET",route="/orders/by-id/:id"} 2');
    expect(scrape).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/orders\/by-id\/:id"\} 2$/m,
    );
    for (const series of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_eventloop_utilization',
    ])
      expect(scrape).toContain(`# TYPE ${series} `);
    expect(scrape).toMatch(/^nodejs_eventloop_utilization \d/m);
    await app.close();
  });

  it('renders a call’s latencies as cumulative buckets with sum and count, and its answers per status', async () => {
    const registry = new MetricsRegistry();
    const requests = registry.httpRequests();
    for (const [status, seconds] of [
      [200, 0.004],
      [200, 0.02],
      [404, 0.3],
      [200, 12],
    ] as const)
      requests.record('GET', '/productVariant/:id', status, seconds);
    const scrape = await registry.render();
    const line = (series: string) => scrape.split('\n').find((l) => l.startsWith(`${series} `));
    const labels = 'method="GET",route="/productVariant/:id"';
    expect(line(`http_requests_total{${labels},status_code="200"}`)).toMatch(/ 3$/);
    expect(line(`http_requests_total{${labels},status_code="404"}`)).toMatch(/ 1$/);
    for (const [le, below] of [
      ['0.005', 1],
      ['0.025', 2],
      ['0.25', 2],
      ['0.5', 3],
      ['10', 3],
      ['+Inf', 4],
    ] as const)
      expect(line(`http_request_duration_seconds_bucket{le="${le}",${labels}}`)).toMatch(new RegExp(` ${below}$`));
    expect(line(`http_request_duration_seconds_sum{${labels}}`)).toMatch(/ 12\.324$/);
    expect(line(`http_request_duration_seconds_count{${labels}}`)).toMatch(/ 4$/);
  });

  it('lets many apps count on one registry without registering a metric twice', async () => {
    const registry = new MetricsRegistry();
    for (const service of ['orders', 'users']) {
      const app = await createServer({ logger: false, metrics: registry });
      await app.register(metricsRoutes, { service, registry });
      await app.inject({ method: 'GET', url: `/metrics/${service}` });
      await app.close();
    }
    expect(await registry.render()).toContain(
      'http_requests_total{method="GET",route="/metrics/users",status_code="200"} 1',
    );
  });

  it('refuses a counter going down and a name used for two kinds of metric', () => {
    const registry = new MetricsRegistry();
    const counter = registry.counter('shop_x_total', 'x');
    expect(() => counter.inc({}, -1)).toThrow();
    expect(() => registry.gauge('shop_x_total', 'x')).toThrow();
  });
});
