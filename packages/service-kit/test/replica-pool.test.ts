import { createServer as createNetServer } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { ReplicaPool } from '../src/http/replica-pool';

/** An address nothing listens on: a replica that is down or restarting. */
async function closedAddress(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A replica that answers with its name and the body it received, and whatever `routes` adds. */
async function replica(
  name: string,
  routes: (app: FastifyInstance) => void = () => undefined,
): Promise<{ app: FastifyInstance; url: string; seen: string[] }> {
  const seen: string[] = [];
  const app = Fastify();
  routes(app);
  app.get('/who', async () => {
    seen.push('GET /who');
    return { name };
  });
  app.post('/echo', async (request) => {
    seen.push('POST /echo');
    return { name, body: request.body };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, seen };
}

const ask = async (pool: ReplicaPool, method: string, path: string, body?: string) => {
  const response = await pool.request({
    origin: 'http://unused.invalid',
    method: method as 'GET',
    path,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : Readable.from([Buffer.from(body)]),
  });
  return { status: response.statusCode, json: (await response.body.json()) as { name: string; body?: unknown } };
};

describe('the replicas of a service behind the gateway', () => {
  let a: Awaited<ReturnType<typeof replica>>;
  let b: Awaited<ReturnType<typeof replica>>;
  beforeEach(async () => {
    [a, b] = await Promise.all([replica('a'), replica('b')]);
  });
  afterEach(async () => {
    await Promise.all([a.app.close(), b.app.close()]);
  });

  it('take requests in turn', async () => {
    const pool = new ReplicaPool([a.url, b.url]);
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await ask(pool, 'GET', '/who')).json.name);
    await pool.destroy();
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('send every request, a posted body included, to the replica that is up while another refuses', async () => {
    const pool = new ReplicaPool([await closedAddress(), b.url]);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await ask(pool, 'GET', '/who'));
    answers.push(await ask(pool, 'POST', '/echo', JSON.stringify({ amount: 3 })));
    await pool.destroy();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json.name)).toEqual(['b', 'b', 'b', 'b']);
    expect(answers[3]?.json.body).toEqual({ amount: 3 });
  });

  it('try a replica that refused again once its pause is over', async () => {
    let now = 0;
    const down = await closedAddress();
    const pool = new ReplicaPool([down, b.url], 2_000, () => now);
    await ask(pool, 'GET', '/who');
    // The restarted replica listens again on its address.
    const back = Fastify();
    back.get('/who', async () => ({ name: 'back' }));
    await back.listen({ port: Number(new URL(down).port), host: '127.0.0.1' });
    const during = [(await ask(pool, 'GET', '/who')).json.name, (await ask(pool, 'GET', '/who')).json.name];
    now = 2_001;
    const after = [(await ask(pool, 'GET', '/who')).json.name, (await ask(pool, 'GET', '/who')).json.name];
    await pool.destroy();
    await back.close();
    expect(during).toEqual(['b', 'b']);
    expect(after.sort()).toEqual(['b', 'back']);
  });

  it('send a request that lost its connection to another replica if safe or with an Idempotency-Key', async () => {
    // A replica shutting down: it closes the connection of each request it is sent, unanswered.
    const dropped: string[] = [];
    const dropping = await replica('dropping', (app) =>
      app.all('/drop', async (request) => {
        dropped.push(request.method);
        request.raw.socket.destroy();
      }),
    );
    // A pool per request, so that each goes to the dropping replica first.
    const [forGet, forPost, forKeyedPost] = [1, 2, 3].map(() => new ReplicaPool([dropping.url, b.url]));
    try {
      // b has no /drop route: its 404 shows the GET went on to b.
      const get = await forGet!.request({ origin: 'http://unused.invalid', method: 'GET', path: '/drop' });
      await get.body.dump();
      expect(get.statusCode).toBe(404);
      const post = forPost!.request({
        origin: 'http://unused.invalid',
        method: 'POST',
        path: '/drop',
        headers: { 'content-type': 'application/json' },
        body: Readable.from([Buffer.from('{}')]),
      });
      await expect(post).rejects.toThrow('other side closed');
      // With an Idempotency-Key the service answers a repeat with the first answer: it may go on.
      const keyed = await forKeyedPost!.request({
        origin: 'http://unused.invalid',
        method: 'POST',
        path: '/drop',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'add-1' },
        body: Readable.from([Buffer.from('{}')]),
      });
      await keyed.body.dump();
      expect(keyed.statusCode).toBe(404);
      expect(dropped).toEqual(['GET', 'POST', 'POST']);
    } finally {
      await Promise.all([forGet, forPost, forKeyedPost].map((pool) => pool!.destroy()));
      await dropping.app.close();
    }
  });
});
