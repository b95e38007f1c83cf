import { LoginResponseSchema } from '@shop/contracts';
import { verifySessionToken } from '@shop/service-kit';
import { newUser } from '../fixtures';
import { currentStatus, loggedInUser, login, password } from '../flows';
import { buildUsers, setCookieLine, setCookieValue, testPasswords, testSecret, withSession } from '../helper';

describe('POST /users/login, GET /users/current, POST /users/logout', () => {
  it(
    'logs in with the right password into an HttpOnly cookie only: no token in the body, a harmless marker ' +
      'beside it',
    async () => {
      const t = await buildUsers();
      const user = await t.store.insert(newUser(), await testPasswords.hash(password));
      const res = await t.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: LoginResponseSchema.parse(res.json()).user });
      expect(res.body).not.toContain('sessionId');
      const token = setCookieValue(res, 'sid')!;
      expect(res.body).not.toContain(token);
      expect(setCookieLine(res, 'sid')).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
      expect(setCookieLine(res, 'logged_in')).toMatch(/^logged_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);

      const current = await t.app.inject({
        method: 'GET',
        url: '/users/current',
        headers: withSession(token, { cookie: `locale=fi; sid=${token}` }),
      });
      expect(current.json()).toMatchObject({ userid: user.userid, email: user.email });
      expect(current.headers['cache-control']).toBe('no-store');
      await t.app.close();
    },
  );

  it('takes the session from the HttpOnly cookie only: a token in the old x-session-id header is nobody', async () => {
    const t = await buildUsers();
    const { sessionId } = await loggedInUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/users/current', headers: { 'x-session-id': sessionId } });
    expect(res.statusCode).toBe(401);
    await t.app.close();
  });

  it(
    'logout by POST ends this session: the old token gets 401 from GET /users/current and both cookies are ' +
      'cleared',
    async () => {
      const t = await buildUsers();
      const { sessionId, headers } = await loggedInUser(t);
      const other = await login(t, 'anna.virtanen@rakennus-oy.fi');
      const logout = await t.app.inject({ method: 'POST', url: '/users/logout', headers });
      expect(logout.json()).toEqual({ code: 'LOGGED_OUT', message: 'Logged out' });
      expect(setCookieLine(logout, 'sid')).toContain('Max-Age=0');
      expect(setCookieLine(logout, 'logged_in')).toContain('Max-Age=0');
      // A copied session token stops working: the server forgot it.
      expect(await currentStatus(t, sessionId)).toBe(401);
      // Only this one: the buyer's other device stays logged in.
      expect(await currentStatus(t, other)).toBe(200);
      await t.app.close();
    },
  );

  it('logout clears the access to every order this browser completed, and touches no other cookie', async () => {
    const t = await buildUsers();
    const { headers } = await loggedInUser(t);
    const orders = ['7d3c1f0e-5a2b-4c8d-9e6f-0a1b2c3d4e5f', '0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c'];
    const cookie = [
      headers.cookie,
      ...orders.map((uuid) => `order_${uuid}=${'s'.repeat(43)}`),
      'cart_access=' + 'c'.repeat(43),
      'order_not-a-uuid=x',
    ].join('; ');
    const logout = await t.app.inject({ method: 'POST', url: '/users/logout', headers: { ...headers, cookie } });
    expect(logout.statusCode).toBe(200);
    for (const uuid of orders) {
      const line = setCookieLine(logout, `order_${uuid}`);
      expect(line).toMatch(/^order_[^=]+=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    }
    expect(setCookieLine(logout, 'cart_access')).toBeUndefined();
    expect(setCookieLine(logout, 'order_not-a-uuid')).toBeUndefined();
    await t.app.close();
  });

  it('cross-site logout by <img> (GET /users/logout) ends nothing: logout is POST only', async () => {
    const t = await buildUsers();
    const { sessionId } = await loggedInUser(t);
    const img = await t.app.inject({ method: 'GET', url: '/users/logout', headers: withSession(sessionId) });
    expect(img.statusCode).toBe(404);
    expect(setCookieValue(img, 'sid')).toBeUndefined();
    expect(await currentStatus(t, sessionId)).toBe(200);
    await t.app.close();
  });

  it('answers a logout without session cookie 401, clears nothing (a cross-site POST has no Lax cookie)', async () => {
    const t = await buildUsers();
    const res = await t.app.inject({ method: 'POST', url: '/users/logout', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    await t.app.close();
  });

  it('answers a wrong password and an unknown e-mail alike: 401 Invalid email or password on e-mail', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), await testPasswords.hash(password));
    for (const payload of [
      { email: 'anna.virtanen@rakennus-oy.fi', password: 'wrong-Password1' },
      { email: 'nobody@example.fi', password },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/users/login', headers: { 'x-locale': 'en' }, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        issues: [{ field: 'email' }],
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await t.app.close();
  });

  it('refuses a deleted user with the deleted-user message on the e-mail field', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser({ isdeleted: true }), await testPasswords.hash(password));
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'x-locale': 'en' },
      payload: { email: 'anna.virtanen@rakennus-oy.fi', password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'USER_DELETED',
      message: 'This email was registered, but deleted by the user. To restore the account, please contact us.',
      issues: [{ field: 'email' }],
    });
    await t.app.close();
  });

  it('refuses a malformed e-mail with 400 naming the field, in the buyer language', async () => {
    const t = await buildUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'x-locale': 'fi' },
      payload: { email: 'anna@', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'email', reason: 'Anna kelvollinen sähköpostiosoite' }]);
    await t.app.close();
  });

  it('says "not logged in" without a session, with a forged one and after it expired', async () => {
    const t = await buildUsers();
    const { sessionId } = await loggedInUser(t);
    const [h, p] = sessionId.split('.');
    for (const headers of [{}, withSession(`${h}.${p}.${'A'.repeat(43)}`), withSession('not-a-token')]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/users/current',
        headers: { 'x-locale': 'en', ...headers },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('You are not logged in');
    }
    t.advance(31 * 24 * 60);
    expect(await currentStatus(t, sessionId)).toBe(401);
    await t.app.close();
  });

  it('gives a session token other services verify with the shared secret alone', async () => {
    const t = await buildUsers();
    const { user, sessionId } = await loggedInUser(t);
    expect(verifySessionToken(sessionId, testSecret, t.clock.now)).toMatchObject({
      userid: user.userid,
      sessionId: expect.any(String),
    });
    expect(verifySessionToken(sessionId, 'another-secret', t.clock.now)).toBeNull();
    expect(verifySessionToken(sessionId, testSecret, new Date(t.clock.now.getTime() + 31 * 24 * 3600_000))).toBeNull();
    await t.app.close();
  });
});
