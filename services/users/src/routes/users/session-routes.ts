import { authAnswers, authErrorCodes, AuthAnswerSchema, LoginBodySchema, LoginResponseSchema, UserSchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDeleted, type UsersContext } from '../../domain/context';
import { verifyPassword } from '../../domain/password';

const invalidCredentials = () =>
  new HttpError(401, authErrorCodes.invalidCredentials, 'error.invalid_credentials', [{ field: 'email', reason: 'error.invalid_credentials' }]);

/** Login by password, the current user, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { store, sessions, rate } = context;

  app.post('/users/login', { schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } } }, async (request, reply) => {
    rate.check('login', request.body.email, request, reply);
    const found = await store.findByEmail(request.body.email);
    if (found?.user.isdeleted) throw userDeleted('email');
    // The same answer whether the e-mail is unknown or the password wrong: no account probing.
    if (!found?.passwordHash || !(await verifyPassword(request.body.password, found.passwordHash))) throw invalidCredentials();
    // Until the e-mail is confirmed, anyone could have signed up with it: no password login yet.
    if (!found.user.isverified) throw new HttpError(403, authErrorCodes.notVerified, 'account.error.not_verified');
    const sessionId = await sessions.start(found.user.userid, reply);
    return { user: found.user, sessionId };
  });

  app.get('/users/current', { schema: { response: { 200: UserSchema } } }, async (request) => {
    const session = await sessions.userOf(request);
    const found = session ? await store.findById(session.userid) : null;
    if (!found || found.user.isdeleted) throw HttpError.unauthorized();
    return found.user;
  });

  app.get('/users/logout', { schema: { response: { 200: AuthAnswerSchema } } }, async (request, reply) => {
    const session = await sessions.userOf(request);
    if (!session) throw HttpError.unauthorized();
    await sessions.end(session.sessionId, reply);
    return authAnswers.loggedOut;
  });
};
