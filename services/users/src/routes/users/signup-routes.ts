import { authAnswers, authErrorCodes, AuthAnswerSchema, SignupBodySchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDeleted, type UsersContext } from '../../domain/context';
import { newAccount, registered } from '../../domain/new-account';
import { sendLink } from '../../domain/send-link';
import { DuplicateEmailError, normalizeEmail } from '../../ports/user-store';

const userExists = () =>
  new HttpError(409, authErrorCodes.userExists, 'account.error.user_exists', [
    { field: 'email', reason: 'account.error.user_exists' },
  ]);

/**
 * Signup {email, password, host}: the account waits, without a password, for its verification
 * link; the chosen password waits with that link and is bound to this browser (docs/sessions.md).
 */
export const signupRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { store, relay, rate, origins, passwords, signupBinding, now } = context;

  app.post(
    '/users/create',
    { schema: { body: SignupBodySchema, response: { 200: AuthAnswerSchema } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await rate.check('signup', email, request, reply);
      const origin = origins.pick(request.body.host);
      const found = await store.findByEmail(email);
      if (found?.user.isdeleted) throw userDeleted('email');
      if (found?.user.isverified) throw userExists();
      if (!found) {
        try {
          await store.insert(newAccount(email, { isverified: false, hasPassword: false }), null, (user) => [
            registered(user, requestLocale(request)),
          ]);
          relay.notify();
        } catch (error) {
          if (!(error instanceof DuplicateEmailError)) throw error;
          // A signup of the same address a moment earlier made the row: this one replaces its link below.
        }
      }
      const pendingPasswordHash = await passwords.hash(request.body.password);
      // The newest signup wins: the earlier link (and the password waiting with it) stops working,
      // so whoever signed up first with somebody else's address cannot block her own signup.
      await store.revokeLinks(email, 'login', now());
      await sendLink(context, request, {
        purpose: 'login',
        mail: 'verify',
        email,
        origin,
        pending: { pendingPasswordHash, browserHash: signupBinding.bind(reply) },
      });
      return authAnswers.verificationSent;
    },
  );
};
