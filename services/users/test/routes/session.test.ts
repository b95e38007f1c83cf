import { LoginResponseSchema } from '@shop/contracts';
import { hashPassword } from '../../src/domain/password';
import { newUser } from '../fixtures';
import { buildUsers } from '../helper';

describe('POST /users/login, GET /users/current, GET /users/logout', () => {
  it('logs in with the right password, knows the user by session, and logout ends that session', async () => {
    const { app, store } = await buildUsers();
    const user = await store.insert(newUser(), await hashPassword('Aita2026kesä'));
    const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password: 'Aita2026kesä' } });
    expect(login.statusCode).toBe(200);
    const { sessionId } = LoginResponseSchema.parse(login.json());

    const current = await app.inject({ method: 'GET', url: '/users/current', headers: { 'x-session-id': sessionId } });
    expect(current.json()).toMatchObject({ userid: user.userid, email: user.email });

    expect((await app.inject({ method: 'GET', url: '/users/logout', headers: { 'x-session-id': sessionId } })).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/users/current', headers: { 'x-session-id': sessionId } });
    expect(after.statusCode).toBe(401);
    await app.close();
  });

  it('answers a wrong password and an unknown e-mail alike: 401 Invalid email or password on the e-mail field', async () => {
    const { app, store } = await buildUsers();
    await store.insert(newUser(), await hashPassword('Aita2026kesä'));
    for (const payload of [
      { email: 'anna.virtanen@rakennus-oy.fi', password: 'wrong-Password1' },
      { email: 'nobody@example.fi', password: 'Aita2026kesä' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/users/login', headers: { 'x-locale': 'en' }, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', issues: [{ field: 'email' }] });
    }
    await app.close();
  });

  it('refuses a malformed e-mail with 400 naming the field, in the buyer language', async () => {
    const { app } = await buildUsers();
    const res = await app.inject({ method: 'POST', url: '/users/login', headers: { 'x-locale': 'fi' }, payload: { email: 'anna@', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'email', reason: 'Anna kelvollinen sähköpostiosoite' }]);
    await app.close();
  });

  it('says "not logged in" without a session', async () => {
    const { app } = await buildUsers();
    const res = await app.inject({ method: 'GET', url: '/users/current', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You are not logged in');
    await app.close();
  });
});
