import { LoginResponseSchema } from '@shop/contracts';
import { newUser } from './fixtures';
import { setCookieValue, shopOrigin, testPasswords, withSession, type UsersTestApp } from './helper';

export const password = 'Aita2026kesä';

/** Logs in by password: the session token from the HttpOnly cookie the answer set. */
export async function login(t: UsersTestApp, email: string, pass = password): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: pass } });
  LoginResponseSchema.parse(res.json());
  return setCookieValue(res, 'sid')!;
}

/** A verified account with a password, logged in: its user, session token and a browser's headers. */
export async function loggedInUser(t: UsersTestApp, email = 'anna.virtanen@rakennus-oy.fi') {
  const user = await t.store.insert(newUser({ email }), await testPasswords.hash(password));
  const sessionId = await login(t, email);
  return { user, sessionId, headers: withSession(sessionId, { 'x-locale': 'en' }) };
}

/** Whether GET /users/current still knows this session. */
export const currentStatus = async (t: UsersTestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/users/current', headers: withSession(token) })).statusCode;

export const requestLink = (t: UsersTestApp, url: string, email: string, locale = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { 'x-locale': locale }, payload: { email, host: shopOrigin } });
