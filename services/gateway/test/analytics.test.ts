import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyticsEventsPath, type EventEnvelope } from '@shop/contracts';
import { createServer, MemoryRateLimiter, useZod, type RateLimiter } from '@shop/service-kit';
import { BrokerOutageBus, unreachableRateLimitStore } from '@shop/service-kit/testing';
import { analyticsRoutes } from '../src/analytics/analytics-routes';
import { createSegmentAnalyticsSink } from '../src/analytics/segment-analytics-sink';
import { tagManagerSettingsFromEnv } from '../src/analytics/tag-manager-settings';
import { buildTestGateway } from './helper';

/** The analytics routes alone on a bus and a rate limiter of the test's choosing. */
async function analyticsApp(bus: BrokerOutageBus, rateLimiter: RateLimiter) {
  const app = await createServer({ logger: false });
  useZod(app);
  await app.register(analyticsRoutes, { bus, tagManager: tagManagerSettingsFromEnv({}), rateLimiter });
  return app;
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('analytics events', () => {
  it('forwards a valid event from the browser to the analytics sink with a pseudonymous visitor id', async () => {
    const { app, root } = await buildTestGateway();
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: 'cart_id=3f1c2b8e-1111-4a4a-8888-123456789abc' },
      payload: { name: 'Checkout Began', properties: { uuid: 'x' }, value: 30 },
    });
    expect([res.statusCode, res.json()]).toEqual([202, { accepted: true }]);
    const file = join(root, 'data', 'analytics', 'events.ndjson');
    const line = await eventually(() =>
      existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined,
    );
    const event = JSON.parse(line);
    expect(event).toMatchObject({ name: 'Checkout Began', properties: { uuid: 'x' }, value: 30, currency: 'EUR' });
    expect(event.messageId).toMatch(/[0-9a-f-]{36}/);
    expect(event.anonymousId).toMatch(/^[0-9a-f]{32}$/);
    expect(line).not.toContain('3f1c2b8e-1111');
    await app.close();
  });

  it('accepts an event at once while the broker refuses it, and hands it on once the broker answers', async () => {
    const bus = new BrokerOutageBus();
    bus.state = 'throws';
    const seen: string[] = [];
    await bus.subscribe('test-analytics', 'analytics.event', (e) => void seen.push(e.payload.name));
    const app = await analyticsApp(bus, new MemoryRateLimiter());
    const res = await app.inject({
      method: 'POST',
      url: analyticsEventsPath,
      payload: { name: 'Added To Cart', properties: { variant_id: 7 } },
    });
    expect([res.statusCode, res.json()]).toEqual([202, { accepted: true }]);
    expect(seen).toEqual([]);
    bus.state = 'up';
    await eventually(() => (seen.length > 0 ? seen : undefined), 60_000);
    expect(seen).toEqual(['Added To Cart']);
    await app.close();
  });

  it('accepts events uncounted while the shared rate limit store does not answer (fails open)', async () => {
    const bus = new BrokerOutageBus();
    const seen: string[] = [];
    await bus.subscribe('test-analytics', 'analytics.event', (e) => void seen.push(e.payload.name));
    const app = await analyticsApp(bus, unreachableRateLimitStore);
    const res = await app.inject({
      method: 'POST',
      url: analyticsEventsPath,
      payload: { name: 'Added To Cart', properties: { variant_id: 7 } },
    });
    expect([res.statusCode, res.json()]).toEqual([202, { accepted: true }]);
    await eventually(() => (seen.length > 0 ? seen : undefined), 60_000);
    expect(seen).toEqual(['Added To Cart']);
    await app.close();
  });

  it('rejects an event name outside SPEC 7 with 400', async () => {
    const { app } = await buildTestGateway();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'Hacked', properties: {} },
    });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});

describe('tag scripts per host', () => {
  const env = { ANALYTICS_HOSTS: 'www.nordbau.fi, nordbau.fi', GTM_CONTAINER_ID: 'GTM-ABC123' };

  it('offers the tag manager to production hosts only', async () => {
    const { app } = await buildTestGateway(env);
    const production = await app.inject({
      method: 'GET',
      url: '/api/analytics/config',
      headers: { host: 'www.nordbau.fi' },
    });
    expect(production.json()).toEqual({
      tagManager: { scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', dataLayer: 'dataLayer' },
    });
    const staging = await app.inject({
      method: 'GET',
      url: '/api/analytics/config',
      headers: { host: 'staging.nordbau.fi' },
    });
    expect(staging.json()).toEqual({ tagManager: null });
    await app.close();
  });

  it('offers nothing when no container is configured, whatever the host', () => {
    expect(tagManagerSettingsFromEnv({ ANALYTICS_HOSTS: 'nordbau.fi' }).forHost('nordbau.fi')).toBeNull();
    expect(
      tagManagerSettingsFromEnv({ ...env, TAG_MANAGER_URL: 'https://tags.nordbau.fi/gtm.js' }).forHost(
        'NORDBAU.fi:443',
      ),
    ).toEqual({
      scriptUrl: 'https://tags.nordbau.fi/gtm.js?id=GTM-ABC123',
      dataLayer: 'dataLayer',
    });
  });
});

describe('Segment analytics sink', () => {
  const event: EventEnvelope<'analytics.event'> = {
    id: '5b0c8f4e-8a43-4a53-9d3c-6a1f3b9d2e11',
    topic: 'analytics.event',
    occurredAt: '2026-11-23T08:00:00.000Z',
    payload: { name: 'Purchased', properties: { order: 'N-1001' }, value: 1234.5, currency: 'EUR', anonymousId: 'abc' },
  };

  it('sends the event to the tracking API with the write key and the envelope id as message id', async () => {
    const fetch = jest.fn(async () => new Response('{}', { status: 200 }));
    await createSegmentAnalyticsSink({ writeKey: 'wk', apiUrl: 'https://events.eu1.segmentapis.com/', fetch }).send(
      event,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://events.eu1.segmentapis.com/v1/track');
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('wk:').toString('base64')}`,
    );
    expect(JSON.parse(init.body as string)).toEqual({
      messageId: event.id,
      timestamp: event.occurredAt,
      anonymousId: 'abc',
      event: 'Purchased',
      properties: { order: 'N-1001', value: 1234.5, currency: 'EUR' },
    });
  });

  it('fails on a server error so the bus delivers the event again', async () => {
    const fetch = jest.fn(async () => new Response('busy', { status: 503 }));
    await expect(createSegmentAnalyticsSink({ writeKey: 'wk', fetch }).send(event)).rejects.toThrow('503');
  });
});
