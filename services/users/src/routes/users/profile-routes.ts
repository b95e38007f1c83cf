import {
  authAnswers,
  authErrorCodes,
  AuthAnswerSchema,
  ResetPasswordBodySchema,
  UserIdParamsSchema,
  UserSchema,
  UserUpdateBodySchema,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveCompanyOnDeletion } from '../../companies/leave-on-deletion';
import { withCompanyAccount } from '../../companies/company-account';
import { requireSelf, type UsersContext } from '../../domain/context';
import { noPersonalData } from '../../domain/new-account';

const invalidPassword = () =>
  new HttpError(400, authErrorCodes.invalidPassword, 'account.error.invalid_password', [
    { field: 'currentPassword', reason: 'account.error.invalid_password' },
  ]);

/** What deletion removes: everything personal. The row stays (orders refer to it, the e-mail stays refused). */
const erasedProfile = { ...noPersonalData, hasPassword: false, isdeleted: true };

/** The buyer's own account: profile, password, deletion. */
export const profileRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { store, links, sessions, loginThrottle, passwords, now } = context;

  app.patch(
    '/users/update/:userid',
    { schema: { params: UserIdParamsSchema, body: UserUpdateBodySchema, response: { 200: UserSchema } } },
    async (request) => {
      const { user } = await requireSelf(context, request, request.params.userid);
      const updated = await store.update(user.userid, { doc: request.body });
      return withCompanyAccount(context.companies, updated!.user);
    },
  );

  app.patch(
    '/users/reset-password/:userid',
    { schema: { params: UserIdParamsSchema, body: ResetPasswordBodySchema, response: { 200: AuthAnswerSchema } } },
    async (request, reply) => {
      const { userid } = request.params;
      const { password, currentPassword, token } = request.body;
      // An empty token is a link that went wrong, not a password change: answered as an invalid link.
      if (token !== undefined) {
        // Forgotten password: the reset link stands in for the current password, once.
        const claims = links.verify(token, 'reset');
        const found = await store.findById(userid);
        if (
          !claims ||
          !found ||
          found.user.isdeleted ||
          found.user.email !== claims.email ||
          !(await store.consumeLink(claims.id, now()))
        ) {
          throw new HttpError(400, authErrorCodes.invalidLink, 'account.error.reset_link_invalid');
        }
        await store.update(userid, {
          doc: { hasPassword: true, isverified: true },
          passwordHash: await passwords.hash(password),
        });
        // Whoever knew the old password, or took a session with it, is logged out everywhere.
        await store.deleteSessionsOf(userid);
        return authAnswers.passwordUpdated;
      }
      const { sessionId } = await requireSelf(context, request, userid);
      const found = (await store.findById(userid))!;
      // An account that only ever logged in by link has no current password to give.
      if (found.passwordHash) {
        if (!currentPassword) throw invalidPassword();
        // Each try is a password guess: it counts as a login try (one budget with the login form),
        // checked before the scrypt run.
        await loginThrottle.check(found.user.email, userid, request, reply);
        if (!(await passwords.verify(currentPassword, found.passwordHash)).ok) throw invalidPassword();
      }
      await store.update(userid, { doc: { hasPassword: true }, passwordHash: await passwords.hash(password) });
      // The buyer stays logged in here; any other session (a forgotten computer, a stolen cookie) ends.
      await store.deleteSessionsOf(userid, sessionId);
      return authAnswers.passwordUpdated;
    },
  );

  app.post(
    '/users/delete/:userid',
    { schema: { params: UserIdParamsSchema, response: { 200: AuthAnswerSchema } } },
    async (request, reply) => {
      const { user, sessionId } = await requireSelf(context, request, request.params.userid);
      await leaveCompanyOnDeletion(context, user.userid);
      await store.update(user.userid, { doc: erasedProfile, passwordHash: null });
      await sessions.end(sessionId, request, reply);
      await store.deleteSessionsOf(user.userid);
      return authAnswers.accountDeleted;
    },
  );
};
