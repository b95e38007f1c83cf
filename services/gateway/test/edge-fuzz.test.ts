import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { apiPath, cookies as shopCookies, VariantListResponseSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildTestGateway } from './helper';

/**
 * What the OpenAPI document does not describe, and so schemathesis does not try (docs/api.md,
 * "Fuzzing"): cookies, headers and the cart's live channel, each mutated by a seeded generator. A
 * failure names the seed and the case; the same seed sends the same requests again.
 */
const seed = Number(process.env.EDGE_FUZZ_SEED ?? 20_2025);

/** mulberry32: small, seeded, and the same sequence on every machine. */
function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  // What a header may carry on the wire (Node's client refuses the rest): visible ASCII, tab, Latin-1.
  const headerChar = () => String.fromCharCode(pick([0x09, 0x20 + int(0x5f), 0x80 + int(0x80)]));
  const text = (max: number) => Array.from({ length: int(max) }, headerChar).join('');
  const hostile = [
    '',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%00',
    '%FF%FE',
    '"',
    '";',
    'de;de',
    '\\u0000',
    'j:{"a":',
    's:abc.def',
    '{"functional":true,"analytics":',
    '%7B%22functional%22%3A1e999%7D',
    '[]',
    'null',
    'constructor',
    '__proto__',
    '1e309',
    '-0',
    'x'.repeat(4000),
    'ö'.repeat(500),
  ];
  const value = () => (next() < 0.5 ? pick(hostile) : next() < 0.5 ? text(60) : pick(hostile) + text(20));
  return { next, int, pick, text, value };
}

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One request over a real socket (inject would skip Node's own parser and its limits). */
function send(base: URL, { method, path, headers, body }: Sent) {
  return new Promise<{ status: number; contentType: string }>((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const describeCase = (sent: Sent) =>
  JSON.stringify({ seed, ...sent, headers: sent.headers, body: sent.body?.slice(0, 200) }).slice(0, 600);

describe('edge fuzz: cookies, headers and the live channel', () => {
  let app: FastifyInstance;
  let base: URL;
  let variant: { id: number; min_order: number };

  beforeAll(async () => {
    // A forged X-Forwarded-For only matters behind a trusted proxy: this gateway trusts 127.0.0.1.
    ({ app } = await buildTestGateway({ TRUST_PROXY: 'loopback', NEW_CARTS_PER_ADDRESS: '100000' }));
    base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const listing = await app.inject({
      method: 'GET',
      url: apiPath('/productVariant/by-category/fences?range=[0,40]'),
    });
    variant = VariantListResponseSchema.parse(listing.json()).variants.find((v) => v.availability === 'available')!;
  });
  afterAll(() => app.close());

  const addBody = () => JSON.stringify({ variantId: variant.id, amount: variant.min_order, isProduction: true });

  /** Where a cookie or header is read: a page, plain calls, the calls that start carts or read a session. */
  const targets = (): Omit<Sent, 'headers'>[] => [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/fi/' },
    { method: 'GET', path: apiPath('/category/rootCategories') },
    { method: 'GET', path: apiPath('/users/current') },
    { method: 'GET', path: apiPath('/orders/by-id/9b2f4c1e-2d7a-4f43-9d1c-5d7f2f1f6a11') },
    { method: 'GET', path: apiPath('/orders/payment-methods') },
    { method: 'POST', path: apiPath('/orders/add'), body: addBody() },
    { method: 'POST', path: apiPath('/contact/submit'), body: '{}' },
  ];

  const cookieNames = [...Object.values(shopCookies), 'sid', 'cart_access', 'logged_in', 'signup_binding'];

  async function expectNoServerError(cases: Sent[]) {
    const answers: string[] = [];
    for (const sent of cases) {
      const { status, contentType } = await send(base, sent);
      if (status >= 500) answers.push(`${status} ${describeCase(sent)}`);
      // A call answers JSON whatever it was sent: the error contract, never an HTML error page.
      if (sent.path.startsWith('/api/') && status !== 431 && !contentType.startsWith('application/json'))
        answers.push(`${status} ${contentType} ${describeCase(sent)}`);
    }
    expect(answers).toEqual([]);
    // And the shop still serves a buyer afterwards.
    expect((await send(base, { method: 'GET', path: apiPath('/orders/payment-methods'), headers: {} })).status).toBe(
      200,
    );
  }

  const withJson = (target: Omit<Sent, 'headers'>, headers: Record<string, string>): Sent => ({
    ...target,
    headers: target.body ? { 'content-type': 'application/json', ...headers } : headers,
  });

  it('answers malformed, huge, duplicated and many cookies with no 5xx', async () => {
    const g = generator(seed);
    const cases: Sent[] = [];
    for (let i = 0; i < 240; i += 1) {
      const pairs = Array.from({ length: 1 + g.int(3) }, () => `${g.pick(cookieNames)}=${g.value()}`);
      // Duplicates of one name, in both orders (which one a parser keeps differs).
      if (g.next() < 0.3) pairs.push(`${pairs[0]!.split('=')[0]}=${g.value()}`);
      const cookie =
        g.next() < 0.1 ? Array.from({ length: 300 }, (_, n) => `c${n}=${g.text(8)}`).join('; ') : pairs.join('; ');
      cases.push(withJson(g.pick(targets()), { cookie }));
    }
    // Larger than Node's header limit (16 KB): refused by the server's parser with 431, never a 5xx.
    cases.push(withJson(targets()[2]!, { cookie: `${shopCookies.locale}=${'x'.repeat(20_000)}` }));
    await expectNoServerError(cases);
  });

  it('answers garbage Accept-Language, huge Idempotency-Key, forged X-Forwarded-For, odd types: no 5xx', async () => {
    const g = generator(seed + 1);
    const languages = ['*;q=abc', 'de-DE;q=0.9,,,;', 'fi;q=NaN', 'en;q=-1', 'et;q=1e309', ',', ';;;', 'x'.repeat(8000)];
    const forwarded = ['garbage', '1.1.1.1, , ::ffff:zzz', '999.999.999.999', '[::1]:80', 'unknown', '::', '0.0.0.0'];
    const contentTypes = [
      'application/json; charset=ebcdic',
      'application/json;;;',
      'application/json; charset="',
      'multipart/form-data',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json\t; q=0',
    ];
    const cases: Sent[] = [];
    for (let i = 0; i < 240; i += 1) {
      const target = g.pick(targets());
      const headers: Record<string, string> = {};
      if (g.next() < 0.6) headers['accept-language'] = g.next() < 0.5 ? g.pick(languages) : g.value();
      if (g.next() < 0.4) headers['x-locale'] = g.value();
      if (g.next() < 0.5) {
        const many = Array.from(
          { length: 1 + g.int(400) },
          () => `${g.int(256)}.${g.int(256)}.${g.int(256)}.${g.int(256)}`,
        );
        headers['x-forwarded-for'] = g.next() < 0.5 ? g.pick(forwarded) : many.join(', ');
      }
      if (target.method === 'POST') {
        if (g.next() < 0.6) headers['idempotency-key'] = g.next() < 0.5 ? 'k'.repeat(8000) : g.value();
        headers['content-type'] = g.next() < 0.5 ? g.pick(contentTypes) : 'application/json';
      }
      cases.push({ ...target, headers });
    }
    await expectNoServerError(cases);
  });

  it('answers bodies nested thousands of levels deep or cut off with a 4xx', async () => {
    const deep = '['.repeat(4500) + ']'.repeat(4500);
    const deepObject = '{"a":'.repeat(4500) + '1' + '}'.repeat(4500);
    const bodies = [deep, deepObject, '{"variantId":', '\u0000', '{"variantId":1e999,"amount":1}', '"x"', 'null'];
    const cases = bodies.flatMap((body) =>
      [apiPath('/orders/add'), apiPath('/contact/submit'), apiPath('/orders/complete')].map((path): Sent => ({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body,
      })),
    );
    for (const sent of cases) {
      const { status } = await send(base, sent);
      expect([describeCase(sent), status >= 400 && status < 500]).toEqual([describeCase(sent), true]);
    }
  });

  describe('the live channel /api/ws/{uuid}', () => {
    let uuid: string;
    let cookie: string;
    let itemId: number;

    beforeAll(async () => {
      const added = await app.inject({
        method: 'POST',
        url: apiPath('/orders/add'),
        payload: { variantId: variant.id, amount: variant.min_order, isProduction: true },
      });
      ({ uuid } = added.json<{ uuid: string }>());
      itemId = added.json<{ items: { id: number }[] }>().items[0]!.id;
      cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    });

    const channelUrl = (id: string) => `${base.origin.replace('http', 'ws')}${apiPath(`/ws/${id}`)}`;

    /** Opens the cart's channel and collects what it says and how it ends. */
    async function openChannel() {
      const socket = new WebSocket(channelUrl(uuid), { headers: { cookie } });
      const messages: unknown[] = [];
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      const waiters: (() => void)[] = [];
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)));
        waiters.splice(0).forEach((wake) => wake());
      });
      const nextMessage = (count: number) =>
        new Promise<void>((resolve) => {
          const check = () => (messages.length >= count ? resolve() : waiters.push(check));
          check();
        });
      await nextMessage(1);
      return { socket, messages, closed, nextMessage };
    }

    it('ignores binary, invalid JSON and unknown types, hundreds of frames, still telling changes', async () => {
      const g = generator(seed + 2);
      const channel = await openChannel();
      for (let i = 0; i < 500; i += 1) {
        const kind = g.int(4);
        if (kind === 0) channel.socket.send(Buffer.from(Array.from({ length: g.int(4000) }, () => g.int(256))));
        else if (kind === 1) channel.socket.send(g.value().slice(0, 4000));
        else if (kind === 2)
          channel.socket.send(JSON.stringify({ type: g.value().slice(0, 100), uuid: g.value().slice(0, 100) }));
        else channel.socket.send('{"type":"cart.length","length":'.repeat(1 + g.int(40)));
      }
      const changed = await app.inject({
        method: 'PATCH',
        url: apiPath(`/orders/set-quantity/${uuid}/${itemId}`),
        headers: { cookie },
        payload: { amount: variant.min_order + 1 },
      });
      expect(changed.statusCode).toBe(200);
      await channel.nextMessage(2);
      expect(channel.messages.at(-1)).toMatchObject({ type: 'cart.length', uuid });
      channel.socket.close(1000);
      expect(await channel.closed).toBe(1000);
    });

    it('closes a frame larger than the channel allows with 1009 (message too big)', async () => {
      const channel = await openChannel();
      channel.socket.send(Buffer.alloc(64 * 1024, 1));
      expect(await channel.closed).toBe(1009);
    });

    it('closes a frame that breaks the protocol (unmasked from a client) with 1002', async () => {
      const channel = await openChannel();
      // A text frame without the mask every client frame must carry (RFC 6455 5.1).
      const raw = (channel.socket as unknown as { _socket: import('node:net').Socket })._socket;
      raw.write(Buffer.from([0x81, 0x02, 0x68, 0x69]));
      expect(await channel.closed).toBe(1002);
    });

    it('refuses an upgrade with a malformed address, uuid or cookies with a 4xx, never a 5xx', async () => {
      const g = generator(seed + 3);
      const attempts = [
        { id: 'not-a-uuid', cookie },
        { id: uuid, cookie: `${g.pick(cookieNames)}=%E0%A4%A; cart_access=${'x'.repeat(3000)}` },
        { id: uuid, cookie: 'cart_access=' },
        { id: '00000000-0000-0000-0000-000000000000', cookie },
        ...Array.from({ length: 20 }, () => ({ id: uuid, cookie: `${g.pick(cookieNames)}=${g.value()}` })),
      ];
      for (const { id, cookie: sentCookie } of attempts) {
        const status = await new Promise<number>((resolve, reject) => {
          const socket = new WebSocket(channelUrl(encodeURIComponent(id)), { headers: { cookie: sentCookie } });
          socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          socket.on('open', () => {
            socket.close();
            reject(new Error(`the channel opened for ${id} with ${sentCookie.slice(0, 80)}`));
          });
          socket.on('error', () => undefined);
        });
        expect([id, sentCookie.slice(0, 80), status >= 400 && status < 500]).toEqual([
          id,
          sentCookie.slice(0, 80),
          true,
        ]);
      }
    });

    it('answers a garbage upgrade request with a 4xx and keeps serving', async () => {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(base.port), '127.0.0.1', () =>
          socket.write(
            `GET ${apiPath(`/ws/${uuid}`)} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
              `Sec-WebSocket-Version: 99\r\nSec-WebSocket-Key: %%%\r\nCookie: ${cookie}\r\n\r\n`,
          ),
        );
        let data = '';
        socket.on('data', (chunk) => {
          data += String(chunk);
          socket.end();
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect((await send(base, { method: 'GET', path: apiPath('/orders/payment-methods'), headers: {} })).status).toBe(
        200,
      );
    });
  });
});
