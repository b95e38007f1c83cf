import dns from 'node:dns';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { gatewayConfigFromEnv } from '../src/config';
import { buildTestGateway } from './helper';

/**
 * The cluster's DNS, as the gateway sees it: a kept release's Service has a name (here on the
 * loopback), any other name does not exist. Every name asked is recorded.
 */
const serviceAddresses = new Map([
  ['shop-mf-cart-1-4-0.nordbau.test', '127.0.0.1'],
  ['shop-mf-cart-1-3-2.nordbau.test', '127.0.0.1'],
  ['shop-mf-cart-1-5-0-rc-1.nordbau.test', '127.0.0.1'],
  // A Service whose pods are not ready: nothing listens at its address.
  ['shop-mf-cart-2-0-0.nordbau.test', '127.0.0.2'],
]);
const namesAsked: string[] = [];

type LookupCallback = (error: NodeJS.ErrnoException | null, address: unknown, family?: number) => void;

function clusterLookup(realLookup: typeof dns.lookup) {
  return (hostname: string, options: unknown, callback?: LookupCallback) => {
    const done = (callback ?? options) as LookupCallback;
    if (!hostname.endsWith('.nordbau.test')) return realLookup(hostname, options as dns.LookupOptions, done);
    namesAsked.push(hostname);
    const address = serviceAddresses.get(hostname);
    if (!address) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: 'ENOTFOUND',
        syscall: 'getaddrinfo',
        hostname,
      });
      return process.nextTick(done, error, undefined);
    }
    const all = typeof options === 'object' && options !== null && (options as dns.LookupOptions).all;
    if (all) return process.nextTick(done, null, [{ address, family: 4 }]);
    return process.nextTick(done, null, address, 4);
  };
}

/** One server standing in for every release's pods: it answers with the release it was asked as. */
const served: { host: string; url: string }[] = [];
let upstream: Server;
let gateway: FastifyInstance;

beforeAll(async () => {
  const realLookup = dns.lookup;
  jest.spyOn(dns, 'lookup').mockImplementation(clusterLookup(realLookup) as unknown as typeof dns.lookup);
  upstream = createServer((request: IncomingMessage, response) => {
    served.push({ host: request.headers.host ?? '', url: request.url ?? '' });
    if (request.url?.endsWith('/mf-manifest.json')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ exposes: [{ assets: { css: { sync: ['app.0123abcd.css'] } } }] }));
      return;
    }
    response.setHeader('content-type', 'text/javascript');
    response.setHeader('cache-control', 'no-cache');
    response.end(`/* ${request.headers.host?.split('.')[0]} ${request.url} */`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  let root: string;
  ({ app: gateway, root } = await buildTestGateway({
    REMOTE_CART_URL_TEMPLATE: `http://shop-mf-cart-{version}.nordbau.test:${port}`,
    REMOTES_MANIFEST: 'remotes.json',
  }));
  const live = { entry: '/remotes/cart/1.4.0/remoteEntry.js', version: '1.4.0' };
  writeFileSync(join(root, 'remotes.json'), JSON.stringify({ remotes: { cart: live } }));
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  jest.restoreAllMocks();
});

beforeEach(() => {
  served.length = 0;
  namesAsked.length = 0;
});

describe("a remote's releases, each at its own server (REMOTE_<NAME>_URL_TEMPLATE)", () => {
  it("proxies /remotes/<name>/<version>/* with its path unchanged to that release's server", async () => {
    const entry = await gateway.inject({ method: 'GET', url: '/remotes/cart/1.4.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* shop-mf-cart-1-4-0 /remotes/cart/1.4.0/remoteEntry.js */');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(served).toEqual([
      {
        host: expect.stringMatching(/^shop-mf-cart-1-4-0\.nordbau\.test:\d+$/),
        url: '/remotes/cart/1.4.0/remoteEntry.js',
      },
    ]);
  });

  it('sends a tab on the earlier release to that release, and a prerelease to its own (lower-case) name', async () => {
    const chunk = await gateway.inject({ method: 'GET', url: '/remotes/cart/1.3.2/app.0123abcd.js?v=1' });
    expect(chunk.body).toBe('/* shop-mf-cart-1-3-2 /remotes/cart/1.3.2/app.0123abcd.js?v=1 */');
    const candidate = await gateway.inject({ method: 'HEAD', url: '/remotes/cart/1.5.0-RC.1/remoteEntry.js' });
    expect(candidate.statusCode).toBe(200);
    expect(served.map(({ host }) => host.split('.')[0])).toEqual(['shop-mf-cart-1-3-2', 'shop-mf-cart-1-5-0-rc-1']);
  });

  it('answers 404 for a release that has no Service (never kept, or dropped)', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/remotes/cart/1.2.0/remoteEntry.js' });
    expect(response.statusCode).toBe(404);
    expect(namesAsked).toEqual(['shop-mf-cart-1-2-0.nordbau.test']);
    expect(served).toEqual([]);
  });

  it('answers 503 with Retry-After while a kept release has no ready pod', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/remotes/cart/2.0.0/remoteEntry.js' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
  });

  it.each([
    '/remotes/cart/1.4.0.evil.example/remoteEntry.js',
    '/remotes/cart/1.4.0-%2e%2e/remoteEntry.js',
    '/remotes/cart/1.4.0%2F..%2F..%2Fevil/remoteEntry.js',
    '/remotes/cart/1.4.0@evil.example/remoteEntry.js',
    '/remotes/cart/1.4.0:80/remoteEntry.js',
    '/remotes/cart/1.4.0_x/remoteEntry.js',
    '/remotes/cart/1.4.0%00/remoteEntry.js',
  ])('never asks any host for %s: a refusal, nothing proxied', async (url) => {
    const response = await gateway.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(namesAsked).toEqual([]);
    expect(served).toEqual([]);
  });

  it("keeps serving the remote's unversioned files (compose) beside its releases", async () => {
    const entry = await gateway.inject({ method: 'GET', url: '/remotes/cart/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* cart entry */');
    expect(served).toEqual([]);
  });

  it("preloads the live release's entry and stylesheet on a page, read through the release's server", async () => {
    const page = await gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<link rel="preload" as="script" href="/remotes/cart/1.4.0/remoteEntry.js" />');
    expect(page.body).toContain('href="/remotes/cart/1.4.0/app.0123abcd.css" data-href="app.0123abcd.css"');
    expect(served).toContainEqual({
      host: expect.stringMatching(/^shop-mf-cart-1-4-0\./),
      url: '/remotes/cart/1.4.0/mf-manifest.json',
    });
  });

  it('proxies only the remotes that have a template', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/remotes/account/1.4.0/remoteEntry.js' });
    expect(response.statusCode).toBe(404);
    expect(namesAsked).toEqual([]);
  });
});

describe('REMOTE_<NAME>_URL_TEMPLATE', () => {
  const refusal = (template: string) => {
    try {
      gatewayConfigFromEnv({ REMOTE_CATALOGUE_URL_TEMPLATE: template });
    } catch (error) {
      return (error as Error).message.split('\n').slice(1);
    }
    return [];
  };

  it('takes an http(s) origin with {version} in its host', () => {
    const config = gatewayConfigFromEnv({
      REMOTE_CATALOGUE_URL_TEMPLATE: 'http://shop-mf-catalogue-{version}:8080/',
      REMOTE_ACCOUNT_URL_TEMPLATE: 'https://{version}.account.example',
    });
    expect(config.remoteReleases).toEqual({
      catalogue: 'http://shop-mf-catalogue-{version}:8080',
      account: 'https://{version}.account.example',
    });
  });

  it.each([
    ['http://shop-mf-catalogue:8080', 'must contain {version}'],
    ['shop-mf-catalogue-{version}:8080', 'must be an http(s) origin'],
    ['ftp://shop-mf-catalogue-{version}', 'must be an http(s) origin'],
    ['http://shop-mf-catalogue:8080/{version}', 'must be an http(s) origin'],
    ['http://shop-{version}:8080/remotes', 'must be an http(s) origin'],
    ['http://{version}@shop:8080', 'must be an http(s) origin'],
    ['http://shop:{version}', 'must be an http(s) URL'],
  ])('refuses %s, naming the variable', (template, reason) => {
    const [line, ...rest] = refusal(template);
    expect(rest).toEqual([]);
    expect(line).toContain(`REMOTE_CATALOGUE_URL_TEMPLATE: ${reason}`);
    expect(line).toContain(`(got "${template}")`);
  });
});
