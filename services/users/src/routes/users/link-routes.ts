import {
  authAnswers,
  authErrorCodes,
  AuthAnswerSchema,
  LinkRequestBodySchema,
  MagicLinkLoginResponseSchema,
  ResetLinkCheckResponseSchema,
  TokenQuerySchema,
} from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCompanyAccount } from '../../companies/company-account';
import { userDeleted, type UsersContext } from '../../domain/context';
import { sendLinkOnce } from '../../domain/send-link';
import { newAccount, registered } from '../../domain/new-account';
import { normalizeEmail } from '../../ports/user-store';

const invalidLink = (messageKey: string) => new HttpError(400, authErrorCodes.invalidLink, messageKey);

/** Magic login links (also verifying the account) and password reset links. */
export const linkRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { store, links, sessions, rate, relay, now, origins, signupBinding } = context;

  app.post(
    '/users/request-magic-link',
    { schema: { body: LinkRequestBodySchema, response: { 200: AuthAnswerSchema } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await rate.check('link', email, request, reply);
      const origin = origins.pick(request.body.host);
      const found = await store.findByEmail(email);
      if (found?.user.isdeleted) throw userDeleted('email');
      // An unknown e-mail gets a link too (the account is made when it is used): the answer never
      // tells whether an address has an account.
      const outcome = await sendLinkOnce(context, request, {
        purpose: 'login',
        mail: 'magic',
        email,
        origin,
        events: [
          {
            topic: 'user.magic-link-requested',
            payload: { email, locale: requestLocale(request), host: origin },
            key: email,
          },
        ],
      });
      return outcome === 'existing' ? authAnswers.magicLinkExisting : authAnswers.magicLinkSent;
    },
  );

  app.get(
    '/users/check-magic-link',
    { schema: { querystring: TokenQuerySchema, response: { 200: MagicLinkLoginResponseSchema } } },
    async (request, reply) => {
      const claims = links.verify(request.query.token, 'login');
      const link = claims ? await store.consumeLink(claims.id, now()) : null;
      if (!link) throw invalidLink('account.error.magic_link_invalid');
      let found = await store.findByEmail(link.email);
      if (found?.user.isdeleted) throw userDeleted();
      // A signup's password counts only in the browser that chose it: there, whoever chose it has
      // now also shown that he reads the mailbox. Anywhere else the link proves the mailbox only.
      const ownBrowser = Boolean(link.pendingPasswordHash) && signupBinding.matches(request, link.browserHash);
      if (ownBrowser) signupBinding.clear(reply);
      const password = ownBrowser ? link.pendingPasswordHash! : null;
      let answer: { code: string; message: string } = authAnswers.loggedIn;
      if (!found) {
        const user = await store.insert(
          newAccount(link.email, { isverified: true, hasPassword: password !== null }),
          password,
          (stored) => [registered(stored, requestLocale(request))],
        );
        relay.notify();
        found = { user, passwordHash: password };
        answer = authAnswers.accountVerified;
      } else if (!found.user.isverified) {
        // Until now nobody had shown to own the address: whatever password the account carried is
        // replaced by the verified one, or removed (the owner logs in by link and may set one).
        found = (await store.update(found.user.userid, {
          doc: { isverified: true, hasPassword: password !== null },
          passwordHash: password,
        }))!;
        answer = authAnswers.accountVerified;
      }
      await sessions.start(found.user.userid, request, reply);
      return { ...answer, user: await withCompanyAccount(context.companies, found.user) };
    },
  );

  app.post(
    '/users/request-password-reset',
    { schema: { body: LinkRequestBodySchema, response: { 200: AuthAnswerSchema } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await rate.check('reset', email, request, reply);
      const origin = origins.pick(request.body.host);
      const found = await store.findByEmail(email);
      // SPEC 5: a password reset needs an existing account.
      if (!found)
        throw new HttpError(404, authErrorCodes.noAccount, 'account.error.no_account', [
          { field: 'email', reason: 'account.error.no_account' },
        ]);
      if (found.user.isdeleted) throw userDeleted('email');
      const outcome = await sendLinkOnce(context, request, {
        purpose: 'reset',
        mail: 'reset',
        email: found.user.email,
        origin,
      });
      return outcome === 'existing' ? authAnswers.resetLinkExisting : authAnswers.resetLinkSent;
    },
  );

  app.get(
    '/users/check-reset-password-link',
    { schema: { querystring: TokenQuerySchema, response: { 200: ResetLinkCheckResponseSchema } } },
    async (request) => {
      const claims = links.verify(request.query.token, 'reset');
      // Still unused: it is the e-mail's active reset link (a new one is only made when none is active).
      const active = claims ? await store.findActiveLink(claims.email, 'reset', now()) : null;
      const found = claims && active?.id === claims.id ? await store.findByEmail(claims.email) : null;
      if (!found || found.user.isdeleted) throw invalidLink('account.error.reset_link_invalid');
      return { ...authAnswers.resetLinkValid, userid: found.user.userid, email: found.user.email };
    },
  );
};
