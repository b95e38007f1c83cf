import { UserSchema, type User } from '@shop/contracts';
import { actingUser, createServer, requireRole, signSessionToken, type UsersRequest } from '../src';

const secret = 'role-guard-test-secret-0123456789abcdef';

const user = (userid: number, roles: User['roles']): User =>
  UserSchema.parse({
    userid,
    email: `user${userid}@nordbau.example`,
    company: '',
    vatid: '',
    customername: '',
    phonenumber: '',
    billingaddress: '',
    billingaddress_additional_line: '',
    billingpostcode: '',
    billingcity: '',
    billingCountry: '',
    isverified: true,
    isdeleted: false,
    hasPassword: true,
    discount_link: null,
    roles,
  });

const tokenOf = (userid: number) =>
  signSessionToken(
    { userid, sessionId: `session-${userid}`, expiresAt: new Date(Date.now() + 3_600_000) },
    secret,
    new Date(),
  );

/** The users service as the guard sees it: GET /users/current per session cookie, every question counted. */
function fakeUsers(sessions: Map<string, User>) {
  const asked: string[] = [];
  const request: UsersRequest = async (path, headers) => {
    asked.push(path);
    const token = /sid=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
    const found = sessions.get(token);
    return found ? { status: 200, body: found } : { status: 401, body: null };
  };
  return { request, asked };
}

async function guardedApp(users: UsersRequest) {
  const app = await createServer({ logger: false });
  app.get(
    '/orders/backoffice/ping',
    { preHandler: requireRole('operator', { users, sessionSecret: secret }) },
    async (request) => ({ operator: actingUser(request).email }),
  );
  await app.ready();
  return app;
}

describe('requireRole (the back office guard)', () => {
  const operator = tokenOf(1);
  const buyer = tokenOf(2);
  const sessions = new Map([
    [operator, user(1, ['operator'])],
    [buyer, user(2, [])],
  ]);

  it('lets an operator through and tells the route who acts', async () => {
    const users = fakeUsers(sessions);
    const app = await guardedApp(users.request);
    const res = await app.inject({ url: '/orders/backoffice/ping', headers: { cookie: `sid=${operator}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: 'user1@nordbau.example' });
    await app.close();
  });

  it('answers 403 in the caller language to a logged-in buyer without the role', async () => {
    const app = await guardedApp(fakeUsers(sessions).request);
    const res = await app.inject({
      url: '/orders/backoffice/ping',
      headers: { cookie: `sid=${buyer}`, 'x-locale': 'fi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Tämä on vain kaupan ylläpitäjille.',
    });
    await app.close();
  });

  it('answers 401 without a session, for a forged token (without asking) and for a session that ended', async () => {
    const users = fakeUsers(sessions);
    const app = await guardedApp(users.request);
    const anonymous = await app.inject({ url: '/orders/backoffice/ping', headers: { 'x-locale': 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'You are not logged in' });
    const forged = `${operator.slice(0, -4)}AAAA`;
    expect(
      (await app.inject({ url: '/orders/backoffice/ping', headers: { cookie: `sid=${forged}` } })).statusCode,
    ).toBe(401);
    expect(users.asked).toEqual([]);
    const ended = tokenOf(3);
    expect((await app.inject({ url: '/orders/backoffice/ping', headers: { cookie: `sid=${ended}` } })).statusCode).toBe(
      401,
    );
    expect(users.asked).toEqual(['/users/current']);
    await app.close();
  });

  it('asks on every call: a role revoked counts at the next call', async () => {
    const own = new Map(sessions);
    const users = fakeUsers(own);
    const app = await guardedApp(users.request);
    const call = () => app.inject({ url: '/orders/backoffice/ping', headers: { cookie: `sid=${operator}` } });
    expect((await call()).statusCode).toBe(200);
    own.set(operator, user(1, []));
    expect((await call()).statusCode).toBe(403);
    expect(users.asked).toHaveLength(2);
    await app.close();
  });

  it('refuses a session whose token names another user than the users service answers', async () => {
    const app = await guardedApp(fakeUsers(new Map([[operator, user(9, ['operator'])]])).request);
    const res = await app.inject({ url: '/orders/backoffice/ping', headers: { cookie: `sid=${operator}` } });
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});
