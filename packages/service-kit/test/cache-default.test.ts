import { createServer } from '../src';

describe("a service's answers and caches", () => {
  it('are kept by no cache unless a route says they may be, errors included', async () => {
    const app = await createServer({ logger: false });
    app.get('/mine', async () => ({ cart: 'with an address' }));
    app.get('/public', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: 1 }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const answers = await Promise.all(['/mine', '/public', '/broken', '/missing'].map((url) => app.inject({ url })));
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'private, no-store'],
      [200, 'public, max-age=60'],
      [500, 'private, no-store'],
      [404, 'private, no-store'],
    ]);
    await app.close();
  });
});
