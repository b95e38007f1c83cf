import { authAnswers, authErrorCodes, AuthAnswerSchema, SignupBodySchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertLinkHost, userDeleted, type UsersContext } from '../../domain/context';
import { newAccount } from '../../domain/new-account';
import { hashPassword } from '../../domain/password';
import { sendLinkOnce } from '../../domain/send-link';
import { DuplicateEmailError, normalizeEmail } from '../../ports/user-store';

const userExists = () =>
  new HttpError(409, authErrorCodes.userExists, 'account.error.user_exists', [{ field: 'email', reason: 'account.error.user_exists' }]);

/** Signup {email, password, host}: the account waits for its verification link. */
export const signupRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { store, bus, rate } = context;

  app.post('/users/create', { schema: { body: SignupBodySchema, response: { 200: AuthAnswerSchema } } }, async (request, reply) => {
    const { password, host } = request.body;
    const email = normalizeEmail(request.body.email);
    rate.check('signup', email, request, reply);
    assertLinkHost(context, request, host);
    const found = await store.findByEmail(email);
    if (found?.user.isdeleted) throw userDeleted('email');
    if (found?.user.isverified) throw userExists();
    if (!found) {
      try {
        const user = await store.insert(newAccount(email, { isverified: false, hasPassword: true }), await hashPassword(password));
        await bus.publish('user.registered', { userid: user.userid, email: user.email, locale: requestLocale(request) });
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw userExists();
        throw error;
      }
    }
    // An unverified account signing up again gets its link (again), never a changed password.
    const outcome = await sendLinkOnce(context, request, 'login', 'verify', email, host);
    return outcome === 'existing' ? authAnswers.magicLinkExisting : authAnswers.verificationSent;
  });
};
