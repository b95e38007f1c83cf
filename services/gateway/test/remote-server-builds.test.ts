import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServedRemotesManifest } from '@shop/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { buildGateway } from '../src/app';
import { gatewayConfigFromEnv } from '../src/config';
import { remoteServerApps } from '../src/first-paint/remote-server-apps';
import { builtAppsFixture, writeRemoteServerBuild } from './helper';

jest.setTimeout(60_000);

const html = { accept: 'text/html,application/xhtml+xml' };

const cartBuild = (label: string) => `exports.default = { label: '${label}' };`;

/**
 * A remote deployed on its own, as its nginx image serves it: its build folder on a server of its
 * own on 127.0.0.1, which counts the requests for each path.
 */
async function remoteDeployment(folder: string) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(path);
    let body: Buffer;
    try {
      body = readFileSync(join(folder, path));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: (path: string) => requests.filter((asked) => asked === path).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The gateway in front of the cart's own deployment (REMOTE_CART_URL); the shell's render names what it got. */
async function gatewayBeforeDeployedCart() {
  const root = builtAppsFixture();
  mkdirSync(join(root, 'shell/dist/server'), { recursive: true });
  writeFileSync(
    join(root, 'shell/dist/server/render-page.js'),
    `exports.sharedModules = {};
     exports.renderPage = async ({ remotes }) =>
       '<main>' + (remotes.cart ? remotes.cart.label : 'skeleton') + '</main>';`,
  );
  const deployed = join(mkdtempSync(join(tmpdir(), 'mf-cart-')), 'html');
  mkdirSync(deployed);
  writeFileSync(join(deployed, 'remoteEntry.js'), '/* cart entry */');
  writeRemoteServerBuild(deployed, cartBuild('cart 1.0'));
  const deployment = await remoteDeployment(deployed);
  const app = await buildGateway(
    gatewayConfigFromEnv({ DATA_DIR: join(root, 'data'), REMOTE_CART_URL: deployment.url }, root),
    { logger: false },
  );
  await app.ready();
  const errors: unknown[] = [];
  app.log.error = ((...args: unknown[]) => void errors.push(args[0])) as typeof app.log.error;
  const rendered = async () =>
    /<main>(.*)<\/main>/.exec((await app.inject({ method: 'GET', url: '/', headers: html })).body)?.[1];
  return {
    app,
    deployed,
    deployment,
    errors,
    rendered,
    close: async () => {
      await app.close();
      await deployment.close();
    },
  };
}

describe('a remote deployed on its own server, rendered with the page', () => {
  it('is rendered from the server build its deployment serves, which no browser gets through the gateway', async () => {
    const gateway = await gatewayBeforeDeployedCart();
    try {
      expect(await gateway.rendered()).toBe('cart 1.0');
      expect(gateway.deployment.asked('/server/app.js')).toBe(1);
      const url = '/remotes/cart/server/app.js';
      expect((await gateway.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await gateway.close();
    }
  });

  it('refuses a server build whose content is not the one its build published: the slots stay skeletons', async () => {
    const gateway = await gatewayBeforeDeployedCart();
    try {
      writeFileSync(join(gateway.deployed, 'server/app.js'), cartBuild('tampered'));
      expect(await gateway.rendered()).toBe('skeleton');
      expect(String((gateway.errors[0] as { err: Error }).err)).toMatch(
        /its sha256 is [0-9a-f]{64}, its build published/,
      );
    } finally {
      await gateway.close();
    }
  });

  it('renders a new deployment (a new hash at the same address) from the next page on, without a restart', async () => {
    const gateway = await gatewayBeforeDeployedCart();
    try {
      expect(await gateway.rendered()).toBe('cart 1.0');
      writeRemoteServerBuild(gateway.deployed, cartBuild('cart 1.1'));
      expect(await gateway.rendered()).toBe('cart 1.1');
      expect(await gateway.rendered()).toBe('cart 1.1');
      expect(gateway.deployment.asked('/server/app.js')).toBe(2);
    } finally {
      await gateway.close();
    }
  });

  it('fetches a version once for pages asked for at the same time', async () => {
    const gateway = await gatewayBeforeDeployedCart();
    try {
      const pages = await Promise.all(Array.from({ length: 8 }, () => gateway.rendered()));
      expect(pages).toEqual(Array.from({ length: 8 }, () => 'cart 1.0'));
      expect(gateway.deployment.asked('/server/app.js')).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});

describe("the remotes' server builds, version by version", () => {
  /** A gateway's routing in small: each release's files from a table that a test changes. */
  async function releases() {
    const files = new Map<string, { status: number; body: string }>();
    const asked: string[] = [];
    const app = Fastify({ logger: false });
    app.get('/remotes/*', async (request, reply) => {
      asked.push(request.url);
      const file = files.get(request.url) ?? { status: 404, body: '' };
      return reply.code(file.status).send(file.body);
    });
    await app.ready();
    const release = (version: string, source: string, status = 200) => {
      const folder = mkdtempSync(join(tmpdir(), 'release-'));
      writeRemoteServerBuild(folder, source);
      const base = `/remotes/cart/${version}/server`;
      files.set(`${base}/app.js`, { status, body: source });
      files.set(`${base}/app.sha256.json`, {
        status: 200,
        body: readFileSync(join(folder, 'server/app.sha256.json'), 'utf8'),
      });
    };
    const manifest = (version: string): ServedRemotesManifest => ({
      remotes: { cart: { entry: `/remotes/cart/${version}/remoteEntry.js` } },
    });
    return { app, release, manifest, asked: (url: string) => asked.filter((one) => one === url).length };
  }

  const quiet = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

  it('asks again for a server build that could not be fetched, once the retry time has passed', async () => {
    const { app, release, manifest, asked } = await releases();
    let clock = 0;
    const appsOf = remoteServerApps(app, {}, quiet, { retryAfterMs: 1_000, now: () => clock });
    try {
      release('1.0.0', cartBuild('cart 1.0'), 503);
      expect(await appsOf(manifest('1.0.0'))).toEqual({});
      release('1.0.0', cartBuild('cart 1.0'));
      // Within the retry time the failure stands: the remote's server is not asked on every page.
      clock = 999;
      expect(await appsOf(manifest('1.0.0'))).toEqual({});
      expect(asked('/remotes/cart/1.0.0/server/app.js')).toBe(1);
      clock = 1_000;
      expect(await appsOf(manifest('1.0.0'))).toEqual({ cart: { label: 'cart 1.0' } });
    } finally {
      await app.close();
    }
  });

  it('lets go of a release the manifest no longer names: a rollback and a release again load it again', async () => {
    const { app, release, manifest, asked } = await releases();
    const appsOf = remoteServerApps(app, {}, quiet);
    try {
      release('1.0.0', cartBuild('cart 1.0'));
      release('2.0.0', cartBuild('cart 2.0'));
      expect(await appsOf(manifest('1.0.0'))).toEqual({ cart: { label: 'cart 1.0' } });
      expect(await appsOf(manifest('2.0.0'))).toEqual({ cart: { label: 'cart 2.0' } });
      expect(await appsOf(manifest('2.0.0'))).toEqual({ cart: { label: 'cart 2.0' } });
      expect(await appsOf(manifest('1.0.0'))).toEqual({ cart: { label: 'cart 1.0' } });
      expect([asked('/remotes/cart/1.0.0/server/app.js'), asked('/remotes/cart/2.0.0/server/app.js')]).toEqual([2, 1]);
    } finally {
      await app.close();
    }
  });
});
