import Fastify from 'fastify';
import { actingUser, createServer, requireRole } from '@shop/service-kit';
import { httpUsersRequest } from '@shop/service-kit/http-users-request';
import { FakeUsersService, sessionSecret } from './backoffice-fixture';

/**
 * The role guard of a service in its own process: it asks the users service over HTTP (USERS_URL,
 * httpUsersRequest), here a users service on a free port of 127.0.0.1 that answers GET
 * /users/current by the forwarded session cookie.
 */
describe('requireRole with the users service at USERS_URL', () => {
  const users = new FakeUsersService();
  const usersServer = Fastify();
  usersServer.get('/users/current', async (request, reply) => {
    const { status, body } = await users.request('/users/current', { cookie: request.headers.cookie ?? '' });
    return reply.status(status).send(body ?? { statusCode: status, message: 'error.not_logged_in' });
  });
  let app: Awaited<ReturnType<typeof createServer>>;

  beforeAll(async () => {
    const address = await usersServer.listen({ host: '127.0.0.1', port: 0 });
    app = await createServer({ logger: false });
    app.get(
      '/orders/backoffice/ping',
      { preHandler: requireRole('operator', { users: httpUsersRequest(address), sessionSecret }) },
      async (request) => ({ operator: actingUser(request).email }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await usersServer.close();
  });

  it('lets an operator through, refuses a buyer (403), an ended session and no session (401)', async () => {
    const operator = users.login(1, 'ops@nordbau.example', ['operator']);
    const buyer = users.login(2, 'buyer@rakennus-oy.fi', []);
    const ended = users.login(3, 'gone@nordbau.example', ['operator']);
    users.end(ended);
    const call = (headers: Record<string, string>) => app.inject({ url: '/orders/backoffice/ping', headers });
    const ok = await call(operator);
    expect([ok.statusCode, ok.json()]).toEqual([200, { operator: 'ops@nordbau.example' }]);
    expect((await call(buyer)).statusCode).toBe(403);
    expect((await call(ended)).statusCode).toBe(401);
    expect((await call({})).statusCode).toBe(401);
  });
});
