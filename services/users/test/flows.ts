import { LoginResponseSchema } from '@shop/contracts';
import { hashPassword } from '../src/domain/password';
import { newUser } from './fixtures';
import { shopOrigin, type UsersTestApp } from './helper';

export const password = 'Aita2026kesä';

/** A verified account with a password, logged in: its user and session token. */
export async function loggedInUser(t: UsersTestApp, email = 'anna.virtanen@rakennus-oy.fi') {
  const user = await t.store.insert(newUser({ email }), await hashPassword(password));
  const res = await t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
  const { sessionId } = LoginResponseSchema.parse(res.json());
  return { user, sessionId, headers: { 'x-session-id': sessionId, 'x-locale': 'en' } };
}

export const requestLink = (t: UsersTestApp, url: string, email: string, locale = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { 'x-locale': locale }, payload: { email, host: shopOrigin } });
