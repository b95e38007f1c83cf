import {
  authAnswers,
  authErrorCodes,
  AuthAnswerSchema,
  LoginBodySchema,
  LoginResponseSchema,
  UserSchema,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCompanyAccount } from '../../companies/company-account';
import { userDeleted, type UsersContext } from '../../domain/context';
import { sessionTokenOf } from '../../domain/sessions';
import { normalizeEmail } from '../../ports/user-store';

const invalidCredentials = () =>
  new HttpError(401, authErrorCodes.invalidCredentials, 'error.invalid_credentials', [
    { field: 'email', reason: 'error.invalid_credentials' },
  ]);

/** Login by password, the current user, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { store, sessions, loginThrottle, passwords, now } = context;

  app.post(
    '/users/login',
    { schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const found = await store.findByEmail(email);
      await loginThrottle.check(email, found?.user.userid ?? null, request, reply);
      if (found?.user.isdeleted) throw userDeleted('email');
      // An unverified account has no password of its own yet: the one its signup chose waits with
      // the signup's link, and is only good for telling that buyer to open the link first.
      const unverified = found !== null && !found.user.isverified;
      const stored = unverified
        ? ((await store.findActiveLink(email, 'login', now()))?.pendingPasswordHash ?? found.passwordHash)
        : (found?.passwordHash ?? null);
      // One scrypt run in every case (unknown e-mail and passwordless accounts against a dummy hash),
      // and the same answer: neither the time nor the answer tells whether the address has an account.
      const check = await passwords.verify(request.body.password, stored);
      if (!found || !check.ok) throw invalidCredentials();
      if (unverified) throw new HttpError(403, authErrorCodes.notVerified, 'account.error.not_verified');
      // A hash from before today's cost is replaced while the password is at hand.
      if (check.rehash)
        await store.update(found.user.userid, { passwordHash: await passwords.hash(request.body.password) });
      await sessions.start(found.user.userid, request, reply);
      return { user: await withCompanyAccount(context.companies, found.user) };
    },
  );

  app.get('/users/current', { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
    // Other services ask this to see whether a session still stands: never from a cache.
    reply.header('cache-control', 'no-store');
    const session = await sessions.userOf(request);
    const found = session ? await store.findById(session.userid) : null;
    if (!found || found.user.isdeleted) throw HttpError.unauthorized();
    const user = await withCompanyAccount(context.companies, found.user);
    const punchout = await context.punchout.sessionOf(session!.sessionId, now());
    // A session opened by a connection an operator revoked meanwhile (a login in flight as the
    // connection went) ends here, not as a plain session of the member.
    if (punchout && !(await context.punchout.connectionById(punchout.connection_id))) {
      await store.deleteSession(session!.sessionId);
      throw HttpError.unauthorized();
    }
    return punchout
      ? {
          ...user,
          punchout: {
            protocol: punchout.protocol,
            return_url: punchout.return_url,
            target: punchout.target,
            buyer_cookie: punchout.buyer_cookie,
            credentials: punchout.credentials,
          },
        }
      : user;
  });

  // POST only: a GET would let any page end a buyer's session with an <img>. The session cookie
  // is SameSite=Lax, so another site's form POST arrives without it and ends nothing.
  app.post('/users/logout', { schema: { response: { 200: AuthAnswerSchema } } }, async (request, reply) => {
    if (!sessionTokenOf(request)) throw HttpError.unauthorized();
    // A session that already ended elsewhere (reset, deletion) is logged out here too.
    const session = await sessions.userOf(request);
    await sessions.end(session?.sessionId ?? null, request, reply);
    return authAnswers.loggedOut;
  });
};
