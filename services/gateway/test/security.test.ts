import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCatalogue } from '@shop/infra';
import { createServer } from '@shop/service-kit';
import Fastify from 'fastify';
import { tagManagerSettingsFromEnv } from '../src/analytics/tag-manager-settings';
import { contentSecurityPolicy, registerSecurityHeaders, type SecurityHeadersOptions } from '../src/security-headers';
import { buildTestGateway, sharedTestGateway } from './helper';

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

const options = (over: Partial<SecurityHeadersOptions> = {}): SecurityHeadersOptions => ({
  production: false,
  remoteOrigins: [],
  imageOrigins: [],
  tagManager: tagManagerSettingsFromEnv({}),
  tagOrigins: [],
  ...over,
});

// One gateway for the tests that need no configuration or data folder of their own.
const gateway = sharedTestGateway();

describe('security headers (clickjacking, sniffing, referrer leaks, script injection)', () => {
  it('sends CSP, frame denial, nosniff and a referrer policy on pages, calls, files and errors', async () => {
    const { app } = gateway();
    const answers = await Promise.all([
      app.inject({
        method: 'GET',
        url: '/cart/3f1c2b8e-1111-4a4a-8888-123456789abc',
        headers: { accept: 'text/html' },
      }),
      app.inject({ method: 'GET', url: '/api/category/rootCategories' }),
      app.inject({ method: 'GET', url: '/remotes/cart/remoteEntry.js' }),
      app.inject({ method: 'GET', url: '/api/no/such/call' }),
      app.inject({ method: 'POST', url: '/api/orders/add', payload: { variantId: 'x' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 400]);
    for (const res of answers) {
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Outside production a developer's http://localhost must not be pinned to https.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows no eval and no inline script, only the remotes\u2019 origins and a configured tag manager', () => {
    const settings = options({
      remoteOrigins: ['https://cdn.nordbau.example'],
      imageOrigins: ['https://img.nordbau.example'],
      tagManager: tagManagerSettingsFromEnv({
        ANALYTICS_HOSTS: 'www.nordbau.example',
        GTM_CONTAINER_ID: 'GTM-ABC123',
      }),
      tagOrigins: ['https://www.google-analytics.com'],
    });
    const onShop = directives(contentSecurityPolicy(settings, 'www.nordbau.example'));
    expect(onShop['script-src']).toEqual([
      "'self'",
      'https://cdn.nordbau.example',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ]);
    expect(onShop['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://img.nordbau.example', 'https://www.googletagmanager.com']),
    );
    const onStaging = directives(contentSecurityPolicy(settings, 'staging.nordbau.example'));
    expect(onStaging['script-src']).toEqual(["'self'", 'https://cdn.nordbau.example']);
    const everything = contentSecurityPolicy(settings, 'www.nordbau.example');
    expect(everything).not.toContain('unsafe-eval');
    expect(onShop['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets a page load remotes, scripts and stylesheets, from an origin the remotes manifest names', async () => {
    const { app, root } = await buildTestGateway({ REMOTES_MANIFEST: 'remotes.json' });
    writeFileSync(
      join(root, 'remotes.json'),
      JSON.stringify({
        remotes: {
          catalogue: { entry: 'https://cdn.nordbau.example/catalogue/v42/remoteEntry.js' },
          cart: { entry: '/remotes/cart/remoteEntry.js' },
          account: { entry: '/remotes/account/remoteEntry.js' },
        },
      }),
    );
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.nordbau.example']);
    // A remote's CSS files load with its chunks, from the remote's origin.
    expect(csp['style-src']).toEqual(["'self'", 'https://cdn.nordbau.example', "'unsafe-inline'"]);
    await app.close();
  });

  it(
    'gives JSON answers the default policy without the host\u2019s tag origins, the same on every host, and ' +
      'other answers their host\u2019s policy with the tag manager where it is configured',
    async () => {
      const settings = options({
        tagManager: tagManagerSettingsFromEnv({
          ANALYTICS_HOSTS: 'www.nordbau.example',
          GTM_CONTAINER_ID: 'GTM-ABC123',
        }),
        tagOrigins: ['https://www.google-analytics.com'],
      });
      const app = Fastify();
      registerSecurityHeaders(app, settings);
      app.get('/call', async () => ({ ok: true }));
      app.get('/page', async (request, reply) => reply.type('text/html; charset=utf-8').send('<p>page</p>'));
      app.get('/own', async (request, reply) =>
        reply.header('content-security-policy', "default-src 'none'").send('x'),
      );
      const policy = async (url: string, host: string) =>
        String((await app.inject({ method: 'GET', url, headers: { host } })).headers['content-security-policy']);

      const withTags = contentSecurityPolicy(settings, 'www.nordbau.example');
      const withoutTags = contentSecurityPolicy(settings, 'staging.nordbau.example');
      expect(withTags).toContain('https://www.googletagmanager.com');
      expect(await policy('/page', 'www.nordbau.example')).toBe(withTags);
      expect(await policy('/page', 'WWW.nordbau.example:443')).toBe(withTags);
      expect(await policy('/page', 'staging.nordbau.example')).toBe(withoutTags);
      // JSON never runs a script: the tags' origins add nothing to its policy.
      expect(await policy('/call', 'www.nordbau.example')).toBe(withoutTags);
      expect(await policy('/call', 'staging.nordbau.example')).toBe(withoutTags);
      expect(directives(withoutTags)['frame-ancestors']).toEqual(["'none'"]);
      // An answer that set its own policy keeps it.
      expect(await policy('/own', 'www.nordbau.example')).toBe("default-src 'none'");
      await app.close();
    },
  );

  it('pins HTTPS with HSTS in production only', async () => {
    for (const production of [true, false]) {
      const app = Fastify();
      registerSecurityHeaders(app, options({ production }));
      app.get('/', async () => 'ok');
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toBe(
        production ? 'max-age=31536000; includeSubDomains' : undefined,
      );
      await app.close();
    }
  });

  it(
    'keeps the dev mailbox and the orders service\u2019s local test-payment page working under the policy ' +
      '(inline styles, forms to the shop)',
    () => {
      const csp = directives(contentSecurityPolicy(options(), 'localhost'));
      expect(csp['style-src']).toContain("'unsafe-inline'");
      expect(csp['form-action']).toEqual(["'self'"]);
    },
  );
});

describe('what a cache may keep', () => {
  const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

  it("lets no cache keep a buyer's cart, nor any call that does not say it may be kept", async () => {
    const { app } = gateway();
    const added = await app.inject({
      method: 'POST',
      url: '/api/orders/add',
      payload: { variantId: 3115, amount: 20, isProduction: true },
    });
    expect(added.statusCode).toBe(200);
    const { uuid } = added.json<{ uuid: string }>();
    const cookie = cookiesOf(added);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: `/api/orders/by-id/${uuid}`, headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/users/current', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/category/rootCategories' }),
      app.inject({ method: 'GET', url: '/api/no/such/call' }),
    ]);
    // The session's own call says no-store itself; the rest get the default.
    expect([added, ...answers].map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'private, no-store'],
      [200, 'private, no-store'],
      [401, 'no-store'],
      [200, 'private, no-store'],
      [404, 'private, no-store'],
    ]);
  });

  it('keeps a page in the browser only, and files and pictures as they say', async () => {
    const { app } = gateway();
    const [page, entry, picture] = await Promise.all([
      app.inject({ url: '/cart/3f1c2b8e-1111-4a4a-8888-123456789abc', headers: { accept: 'text/html' } }),
      app.inject({ url: '/remotes/cart/remoteEntry.js' }),
      app.inject({ url: '/api/static/images/categories/fences.svg' }),
    ]);
    expect([page, entry, picture].map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'private, no-cache'],
      [200, 'no-cache'],
      [200, 'public, max-age=86400'],
    ]);
  });
});

describe('spoofed client addresses (X-Forwarded-For)', () => {
  it(
    'trusts only the proxies TRUST_PROXY names: a hop count is refused (with TRUST_PROXY=1 every client ' +
      'chose the address its rate limits counted), forged X-Forwarded-For values do not change request.ip',
    async () => {
      for (const value of ['1', '2', 'true', 'proxy.internal']) {
        await expect(createServer({ logger: false, trustProxy: value })).rejects.toThrow(
          /TRUST_PROXY must list the addresses or CIDRs/,
        );
      }
      const app = await createServer({ logger: false, trustProxy: '10.0.0.5, 192.168.7.0/24' });
      app.get('/ip', async (request) => ({ ip: request.ip }));
      const ip = async (remoteAddress: string, forwarded: string) =>
        (
          await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwarded } })
        ).json().ip;
      // A client on the internet, straight to the gateway: whatever it claims is ignored.
      expect(await ip('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
      expect(await ip('203.0.113.9', '10.0.0.5')).toBe('203.0.113.9');
      // Through the load balancer: the address it saw, not what the client put in front of it.
      expect(await ip('10.0.0.5', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
      // A chain of real proxies is followed while every hop is trusted.
      expect(await ip('10.0.0.5', '1.2.3.4, 198.51.100.7, 192.168.7.20')).toBe('198.51.100.7');
      await app.close();
    },
  );

  it('sends a proxied service only the address it saw, not the list a client forged', async () => {
    const service = await createServer({ logger: false, trustProxy: '127.0.0.1' });
    service.get('/search/who-am-i', async (request) => ({
      ip: request.ip,
      forwarded: request.headers['x-forwarded-for'],
    }));
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    const { app } = await buildTestGateway({ CATALOGUE_URL: address });
    const gatewayAddress = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${gatewayAddress}/api/search/who-am-i`, {
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' },
    });
    expect(await res.json()).toEqual({ ip: '127.0.0.1', forwarded: '127.0.0.1' });
    await app.close();
    await service.close();
  });

  it('counts analytics events per real client address, however X-Forwarded-For is rotated', async () => {
    const { app } = await buildTestGateway({ TRUST_PROXY: '10.0.0.5' });
    const send = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
        payload: { name: 'Variant Clicked', properties: { variant_id: i } },
      });
    for (let i = 0; i < 300; i++) expect((await send(i)).statusCode).toBe(202);
    const refused = await send(300);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another buyer is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: '203.0.113.10',
      payload: { name: 'Cart Viewed' },
    });
    expect(other.statusCode).toBe(202);
    await app.close();
  });
});

describe('malformed input never answers 500', () => {
  it('ignores a malformed locale cookie on pages and calls (the error handler itself used to throw)', async () => {
    const { app } = gateway();
    const cookie = 'locale=%E0%A4%A';
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="de"');
    const call = await app.inject({ method: 'GET', url: '/api/category/rootCategories', headers: { cookie } });
    expect(call.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      headers: { cookie },
      payload: { email: 'nope' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('accepts an analytics event with a malformed cart_id cookie (it answered 500), without a visitor id', async () => {
    const { app } = await buildTestGateway();
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: 'cart_id=%zz' },
      payload: { name: 'Cart Viewed' },
    });
    expect(res.statusCode).toBe(202);
    await app.close();
  });

  it('refuses an analytics event with unknown fields or oversized properties with 400', async () => {
    const { app } = await buildTestGateway();
    const extra = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'Cart Viewed', anonymousId: 'someone-else' },
    });
    expect(extra.statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`p${i}`, i]));
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/analytics/events',
          payload: { name: 'Cart Viewed', properties: many },
        })
      ).statusCode,
    ).toBe(400);
    await app.close();
  });

  it('answers JSON nested 4,500 levels deep with 400 at the gateway, for every service', async () => {
    const { app } = gateway();
    const deep = `{"variantId":1,"amount":1,"x":${'['.repeat(4500)}${']'.repeat(4500)}}`;
    for (const url of ['/api/orders/add', '/api/contact/submit', '/api/analytics/events', '/api/users/login']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        payload: deep,
      });
      expect([url, res.statusCode, res.json().issues]).toEqual([
        url,
        400,
        [{ field: 'body', reason: 'The data is nested too deeply' }],
      ]);
    }
  });
});

describe('robots.txt and sitemap.xml (cached publicly)', () => {
  it('name only the configured public origin, whatever Host or X-Forwarded-Host a request forges', async () => {
    const { app } = await buildTestGateway({ PUBLIC_URL: 'https://www.nordbau.example' });
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.body).toContain('Sitemap: https://www.nordbau.example/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: forged });
    expect(sitemap.body).toContain('<loc>https://www.nordbau.example/faq</loc>');
    expect(`${robots.body}${sitemap.body}`).not.toContain('evil.example');
    await app.close();
    // Without PUBLIC_URL (outside production): where the shop listens, still not the Host header.
    const { app: local } = await buildTestGateway();
    const fallback = await local.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(fallback.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
    await local.close();
  });
});

describe('hidden variants', () => {
  it('cannot be added to a cart (they were bought through showHidden=true)', async () => {
    const { app } = gateway();
    const hidden = demoCatalogue().variants.find((v) => v.hidden && v.availability === 'available')!;
    const listing = await app.inject({ method: 'GET', url: '/api/productVariant/all?showHidden=true' });
    expect(listing.statusCode).toBe(403);
    const add = await app.inject({
      method: 'POST',
      url: '/api/orders/add',
      headers: { 'x-locale': 'en' },
      payload: { variantId: hidden.id, amount: Math.max(1, hidden.min_order) },
    });
    expect([add.statusCode, add.json().message]).toEqual([409, 'Some products are no longer available']);
  });
});
