import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiPath, serviceNames } from '@shop/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { buildGateway } from '../src/app';
import { chooseEncoding, CompressedAnswers, registerCompression } from '../src/compression';
import { gatewayConfigFromEnv } from '../src/config';
import { builtAppsFixture } from './helper';

const br = { 'accept-encoding': 'br, gzip' };
const gzip = { 'accept-encoding': 'gzip' };
const page = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** A file big enough to be worth compressing, as the build writes it: with its .br and .gz copies. */
const chunk = `console.log(${JSON.stringify('Nordbau '.repeat(600))});`;
/** The copies differ from compressing `chunk` now, so a test sees which one was sent. */
const brCopy = brotliCompressSync(`${chunk}//br copy`);
const gzCopy = gzipSync(`${chunk}//gz copy`);

function writeBuiltFiles(root: string) {
  const shell = join(root, 'shell/dist');
  writeFileSync(join(shell, 'main.abc123.js'), chunk);
  writeFileSync(join(shell, 'main.abc123.js.br'), brCopy);
  writeFileSync(join(shell, 'main.abc123.js.gz'), gzCopy);
  writeFileSync(join(shell, 'logo.abc123.png'), Buffer.alloc(4096, 7));
  const cart = join(root, 'mf-cart/dist');
  writeFileSync(join(cart, 'remoteEntry.js'), chunk);
  writeFileSync(join(cart, 'remoteEntry.js.br'), brCopy);
  // A page big enough to compress, as the shell's index.html with first-paint content would be.
  const index = join(shell, 'index.html');
  writeFileSync(
    index,
    '<!doctype html><html lang="de"><head><meta charset="utf-8" /><title>Nordbau</title></head><body><div ' +
      `id="root"></div><!-- ${'x'.repeat(4000)} --></body></html>`,
  );
}

async function gatewayWithBuiltFiles(env: Record<string, string> = {}) {
  const root = builtAppsFixture();
  writeBuiltFiles(root);
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: join(root, 'data'), ...env }, root), {
    logger: false,
  });
  await app.ready();
  return app;
}

describe('compression, embedded services', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gatewayWithBuiltFiles();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the build’s brotli copy to a browser taking brotli, its gzip copy to one taking gzip', async () => {
    const inBrotli = await app.inject({ method: 'GET', url: '/main.abc123.js', headers: br });
    expect(inBrotli.headers['content-encoding']).toBe('br');
    expect(inBrotli.rawPayload.equals(brCopy)).toBe(true);
    expect(inBrotli.headers['content-type']).toMatch(/javascript/);
    expect(inBrotli.headers.vary).toMatch(/accept-encoding/i);
    expect(inBrotli.headers['cache-control']).toContain('immutable');

    const inGzip = await app.inject({ method: 'GET', url: '/main.abc123.js', headers: gzip });
    expect(inGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(inGzip.rawPayload).toString()).toBe(`${chunk}//gz copy`);

    const plain = await app.inject({ method: 'GET', url: '/main.abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('keeps a remote entry revalidated when its compressed copy is sent', async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/cart/remoteEntry.js', headers: br });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('compresses pages and calls on the fly with brotli or gzip, and says they vary by Accept-Encoding', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: page });
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain('<div id="root">');
    expect(home.headers.vary).toMatch(/accept-encoding/i);
    expect(home.headers.vary).toMatch(/cookie/i);
    const missing = await app.inject({ method: 'GET', url: '/no/such/page', headers: { ...page, ...gzip } });
    expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, 'gzip']);
    expect(gunzipSync(missing.rawPayload).toString()).toContain('<div id="root">');

    const call = await app.inject({ method: 'GET', url: apiPath('/productVariant/top'), headers: gzip });
    expect(call.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(call.rawPayload).toString()).length).toBeGreaterThan(0);
    expect(call.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves tiny bodies, images and browsers that take no compression alone', async () => {
    // The gateway's health (a few hundred bytes): below the threshold, sent as it is.
    const health = await app.inject({ method: 'GET', url: '/health/gateway', headers: br });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');

    const image = await app.inject({ method: 'GET', url: '/logo.abc123.png', headers: br });
    expect([image.statusCode, image.headers['content-encoding']]).toEqual([200, undefined]);

    const identity = await app.inject({ method: 'GET', url: apiPath('/productVariant/top') });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().length).toBeGreaterThan(0);
  });

  it('sends a product read compressed with the same bytes each time, decompressing to the plain answer', async () => {
    const url = apiPath('/productVariant/3115');
    const plain = await app.inject({ method: 'GET', url });
    const first = await app.inject({ method: 'GET', url, headers: br });
    const again = await app.inject({ method: 'GET', url, headers: br });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    for (const res of [plain, again]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const inGzip = await app.inject({ method: 'GET', url, headers: gzip });
    expect([inGzip.headers['content-encoding'], gunzipSync(inGzip.rawPayload).toString()]).toEqual([
      'gzip',
      plain.body,
    ]);
  });

  it('sends a small answer as it is, with the same headers', async () => {
    const res = await app.inject({ method: 'GET', url: apiPath('/category/by-slug/welded-mesh-panels'), headers: br });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.json().slug).toBe('welded-mesh-panels');
  });
});

describe('a call whose answer changed', () => {
  it('is sent compressed anew, never with the bytes of the answer before', async () => {
    const app = Fastify();
    await registerCompression(app);
    const variant = { id: 7, sale_price: 1000, description: 'Doppelstabmatte '.repeat(100) };
    app.get('/productVariant/7', async () => variant);
    const read = async () => {
      const res = await app.inject({ method: 'GET', url: '/productVariant/7', headers: br });
      expect(res.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString()).sale_price;
    };
    expect(await read()).toBe(1000);
    variant.sale_price = 1200;
    expect(await read()).toBe(1200);
    await app.close();
  });
});

describe('a route whose answers to GET are all JSON text', () => {
  it('is compressed by the gateway alone: @fastify/compress adds no hook to its reads', async () => {
    const app = Fastify();
    await registerCompression(app);
    // Registered after @fastify/compress: sees the hooks it gave each route.
    const routeHooks = new Map<string, unknown[]>();
    app.addHook('onRoute', (route) => {
      if (route.method === 'GET') routeHooks.set(route.url, [route.onRequest, route.onSend].filter(Boolean));
    });
    const answer = JSON.stringify({ id: 7, description: 'Doppelstabmatte '.repeat(100) });
    const send = (_request: unknown, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(answer);
    app.get('/text', { config: { answersJsonText: true } }, send);
    app.get('/other', send);
    for (const url of ['/text', '/other']) {
      const res = await app.inject({ method: 'GET', url, headers: br });
      expect([res.headers['content-encoding'], res.headers.vary]).toEqual(['br', 'Accept-Encoding']);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(answer);
    }
    expect([routeHooks.get('/text'), routeHooks.get('/other')?.length]).toEqual([[], 2]);
    await app.close();
  });
});

describe('CompressedAnswers', () => {
  const answer = (n: number) => JSON.stringify({ n, text: 'Zaunelement '.repeat(150) });

  it('answers the bytes it compressed before for the same answer and encoding', () => {
    const answers = new CompressedAnswers();
    const first = answers.compressed(answer(1), 'br');
    expect(answers.compressed(answer(1), 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(answer(1));
    expect(gunzipSync(answers.compressed(answer(1), 'gzip')).toString()).toBe(answer(1));
    expect(answers.compressed(answer(2), 'br')).not.toBe(first);
  });

  it('lets the answer sent longest ago go once its bytes pass the limit, and keeps no large answer', () => {
    const one = answer(1).length * 2 + 200;
    const answers = new CompressedAnswers(2.5 * one);
    const first = answers.compressed(answer(1), 'br');
    const second = answers.compressed(answer(2), 'br');
    expect(answers.compressed(answer(1), 'br')).toBe(first);
    answers.compressed(answer(3), 'br');
    expect(answers.compressed(answer(1), 'br')).toBe(first);
    expect(answers.compressed(answer(2), 'br')).not.toBe(second);

    const large = 'x'.repeat(CompressedAnswers.largestAnswer + 1);
    const kept = new CompressedAnswers();
    expect(kept.compressed(large, 'br')).not.toBe(kept.compressed(large, 'br'));
  });
});

describe('compression, services behind HTTP proxies', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Zaunelement ${i}` })) };
  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/*', async () => big);
    const upstreamAddress = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = await gatewayWithBuiltFiles(
      Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, upstreamAddress])),
    );
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('compresses a service’s answer on its way through the gateway', async () => {
    const res = await app.inject({ method: 'GET', url: apiPath('/productVariant/top'), headers: br });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });
});

describe('the encoding a page is compressed with', () => {
  it('is brotli when taken, else gzip; q=0 refuses one, and * takes any', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
