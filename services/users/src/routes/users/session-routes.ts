import { LoginBodySchema, LoginResponseSchema, MessageResponseSchema, UserSchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../domain/password';
import { newSessionId, sessionIdOf, sessionLifetimeMs } from '../../domain/sessions';
import type { UserStore } from '../../ports/user-store';

const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'error.invalid_credentials', [
  { field: 'email', reason: 'error.invalid_credentials' },
]);

/** Login by password, the current user, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ store: UserStore; now?: () => Date }> = async (app, { store, now = () => new Date() }) => {
  app.post(
    '/users/login',
    { schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const found = await store.findByEmail(request.body.email);
      // The same answer whether the e-mail is unknown or the password wrong: no account probing.
      if (!found?.passwordHash || !(await verifyPassword(request.body.password, found.passwordHash))) throw invalidCredentials();
      const sessionId = newSessionId();
      await store.createSession(found.user.userid, sessionId, new Date(now().getTime() + sessionLifetimeMs));
      return { user: found.user, sessionId };
    },
  );

  app.get('/users/current', { schema: { response: { 200: UserSchema } } }, async (request) => {
    const sessionId = sessionIdOf(request);
    const userid = sessionId ? await store.findSession(sessionId, now()) : null;
    const found = userid ? await store.findById(userid) : null;
    if (!found) throw HttpError.unauthorized();
    return found.user;
  });

  app.get('/users/logout', { schema: { response: { 200: MessageResponseSchema } } }, async (request) => {
    const sessionId = sessionIdOf(request);
    if (!sessionId || !(await store.findSession(sessionId, now()))) throw HttpError.unauthorized();
    await store.deleteSession(sessionId);
    return { message: 'Logged out' };
  });
};
