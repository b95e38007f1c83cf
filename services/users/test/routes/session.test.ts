import { LoginResponseSchema } from '@shop/contracts';
import { verifySessionToken } from '@shop/service-kit';
import { hashPassword } from '../../src/domain/password';
import { newUser } from '../fixtures';
import { loggedInUser, password } from '../flows';
import { buildUsers, testSecret } from '../helper';

describe('POST /users/login, GET /users/current, GET /users/logout', () => {
  it('logs in with the right password, knows the user by session header or cookie, and logout ends that session', async () => {
    const t = await buildUsers();
    const user = await t.store.insert(newUser(), await hashPassword(password));
    const login = await t.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password } });
    expect(login.statusCode).toBe(200);
    const { sessionId } = LoginResponseSchema.parse(login.json());
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);

    const current = await t.app.inject({ method: 'GET', url: '/users/current', headers: { 'x-session-id': sessionId } });
    expect(current.json()).toMatchObject({ userid: user.userid, email: user.email });
    const byCookie = await t.app.inject({ method: 'GET', url: '/users/current', headers: { cookie: `locale=fi; sid=${sessionId}` } });
    expect(byCookie.json().userid).toBe(user.userid);

    const logout = await t.app.inject({ method: 'GET', url: '/users/logout', headers: { 'x-session-id': sessionId } });
    expect(logout.json()).toEqual({ code: 'LOGGED_OUT', message: 'Logged out' });
    expect(String(logout.headers['set-cookie'])).toContain('Max-Age=0');
    // A copied session id stops working: the server forgot it.
    const after = await t.app.inject({ method: 'GET', url: '/users/current', headers: { 'x-session-id': sessionId } });
    expect(after.statusCode).toBe(401);
    await t.app.close();
  });

  it('answers a wrong password and an unknown e-mail alike: 401 Invalid email or password on the e-mail field', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), await hashPassword(password));
    for (const payload of [
      { email: 'anna.virtanen@rakennus-oy.fi', password: 'wrong-Password1' },
      { email: 'nobody@example.fi', password },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/users/login', headers: { 'x-locale': 'en' }, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', issues: [{ field: 'email' }] });
    }
    await t.app.close();
  });

  it('refuses a deleted user with the deleted-user message on the e-mail field', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser({ isdeleted: true }), await hashPassword(password));
    const res = await t.app.inject({ method: 'POST', url: '/users/login', headers: { 'x-locale': 'en' }, payload: { email: 'anna.virtanen@rakennus-oy.fi', password } });
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
    const res = await t.app.inject({ method: 'POST', url: '/users/login', headers: { 'x-locale': 'fi' }, payload: { email: 'anna@', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'email', reason: 'Anna kelvollinen sähköpostiosoite' }]);
    await t.app.close();
  });

  it('says "not logged in" without a session, with a forged one and after it expired', async () => {
    const t = await buildUsers();
    const { sessionId } = await loggedInUser(t);
    const [h, p] = sessionId.split('.');
    for (const headers of [{}, { 'x-session-id': `${h}.${p}.${'A'.repeat(43)}` }, { 'x-session-id': 'not-a-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/users/current', headers: { 'x-locale': 'en', ...headers } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('You are not logged in');
    }
    t.advance(31 * 24 * 60);
    expect((await t.app.inject({ method: 'GET', url: '/users/current', headers: { 'x-session-id': sessionId } })).statusCode).toBe(401);
    await t.app.close();
  });

  it('gives a session token other services verify with the shared secret alone', async () => {
    const t = await buildUsers();
    const { user, sessionId } = await loggedInUser(t);
    expect(verifySessionToken(sessionId, testSecret, t.clock.now)).toMatchObject({ userid: user.userid, sessionId: expect.any(String) });
    expect(verifySessionToken(sessionId, 'another-secret', t.clock.now)).toBeNull();
    expect(verifySessionToken(sessionId, testSecret, new Date(t.clock.now.getTime() + 31 * 24 * 3600_000))).toBeNull();
    await t.app.close();
  });
});
