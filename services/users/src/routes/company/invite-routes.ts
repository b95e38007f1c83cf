import { randomUUID } from 'node:crypto';
import {
  AuthAnswerSchema,
  companyAnswers,
  companyErrorCodes,
  CompanyInviteListSchema,
  CompanyInviteSchema,
  companyInviteValidityDays,
  InviteCreateBodySchema,
  InviteParamsSchema,
  InvitePreviewSchema,
  InviteTokenBodySchema,
  InviteTokenQuerySchema,
  LoginResponseSchema,
  type CompanyInvite,
  type Locale,
  type User,
} from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireVerifiedAdmin } from '../../companies/company-access';
import { withCompanyAccount } from '../../companies/company-account';
import { hashInviteToken, newInviteToken } from '../../companies/invite-token';
import { userDeleted, type UsersContext } from '../../domain/context';
import { newAccount, registered } from '../../domain/new-account';
import { companyInviteMail } from '../../mail/company-invite-mail';
import type { StoredInvite } from '../../ports/company-store';
import { normalizeEmail } from '../../ports/user-store';
import { alreadyInCompany } from './company-routes';

const validityMs = companyInviteValidityDays * 24 * 60 * 60 * 1000;

const shown = ({ invite_id, email, role, order_limit, created_at, expires_at }: StoredInvite): CompanyInvite => ({
  invite_id,
  email,
  role,
  order_limit,
  created_at,
  expires_at,
});

const inviteInvalid = () => new HttpError(400, companyErrorCodes.inviteInvalid, 'company.error.invite_invalid');

/**
 * Invitations by e-mail: an admin sends, lists and revokes them; the invited opens the link. The
 * link's token works once, until it expires or is revoked, and only for the invited e-mail.
 */
export const inviteRoutes: FastifyPluginAsyncZod<{ context: UsersContext }> = async (app, { context }) => {
  const { companies, store, sessions, rate, relay, mailer, now, origins } = context;

  app.get(
    '/users/company/invites',
    { schema: { response: { 200: CompanyInviteListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { company } = await requireAdmin(context, request);
      return (await companies.openInvites(company.company_id, now())).map(shown);
    },
  );

  app.post(
    '/users/company/invites',
    { schema: { body: InviteCreateBodySchema, response: { 200: CompanyInviteSchema } } },
    async (request, reply) => {
      const { user, company } = await requireVerifiedAdmin(context, request);
      const email = normalizeEmail(request.body.email);
      // Invitation mails count with the login links to the same address: one limit for what the shop mails it.
      await rate.check('link', email, request, reply);
      const origin = origins.pick(request.body.host);
      const invited = await store.findByEmail(email);
      const member = invited ? await companies.membershipOf(invited.user.userid) : null;
      if (member?.company.company_id === company.company_id)
        throw new HttpError(409, companyErrorCodes.alreadyInCompany, 'company.error.already_member', [
          { field: 'email', reason: 'company.error.already_member' },
        ]);
      // A new invitation to the same address replaces the open one: the newest mail is the one that works.
      for (const open of await companies.openInvites(company.company_id, now()))
        if (open.email === email) await companies.revokeInvite(company.company_id, open.invite_id);
      const { token, hash } = newInviteToken();
      const at = now();
      const role = request.body.role;
      const invite: StoredInvite = {
        invite_id: randomUUID(),
        company_id: company.company_id,
        email,
        role,
        order_limit: role === 'admin' ? null : request.body.order_limit,
        token_hash: hash,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + validityMs).toISOString(),
      };
      await companies.createInvite(invite);
      await mailer.send(
        companyInviteMail(email, origin, token, requestLocale(request), {
          company: company.name,
          inviter: user.customername || user.email,
        }),
      );
      return shown(invite);
    },
  );

  app.delete(
    '/users/company/invites/:invite_id',
    { schema: { params: InviteParamsSchema, response: { 200: AuthAnswerSchema } } },
    async (request) => {
      const { company } = await requireAdmin(context, request);
      if (!(await companies.revokeInvite(company.company_id, request.params.invite_id)))
        throw HttpError.notFound('company.error.invite_not_found');
      return companyAnswers.inviteRevoked;
    },
  );

  app.get(
    '/users/company/invite',
    { schema: { querystring: InviteTokenQuerySchema, response: { 200: InvitePreviewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invite = await companies.findInvite(hashInviteToken(request.query.token), now());
      const company = invite ? await companies.company(invite.company_id) : null;
      if (!invite || company?.verification.status !== 'verified') throw inviteInvalid();
      return { company_name: company.name, email: invite.email, role: invite.role, expires_at: invite.expires_at };
    },
  );

  app.post(
    '/users/company/invite/accept',
    { schema: { body: InviteTokenBodySchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const tokenHash = hashInviteToken(request.body.token);
      const invite = await companies.findInvite(tokenHash, now());
      if (!invite || (await companies.company(invite.company_id))?.verification.status !== 'verified')
        throw inviteInvalid();
      const session = await sessions.userOf(request);
      let user: User;
      let startSession = false;
      if (session) {
        const found = await store.findById(session.userid);
        if (!found || found.user.isdeleted) throw HttpError.unauthorized();
        if (found.user.email !== invite.email)
          throw new HttpError(403, companyErrorCodes.otherAccount, 'company.error.invite_other_account', undefined, {
            email: invite.email,
          });
        user = found.user;
      } else {
        user = await accountOfInvited(invite.email, requestLocale(request));
        startSession = true;
      }
      const accepted = await companies.acceptInvite(tokenHash, user.userid, requestLocale(request), now());
      if (accepted === 'invalid') throw inviteInvalid();
      if (accepted === 'already_member') throw alreadyInCompany();
      if (startSession) await sessions.start(user.userid, request, reply);
      return { user: await withCompanyAccount(companies, user) };
    },
  );

  /**
   * Without a session, the link is a login only for an address that has no account of its own yet
   * (made now, verified by the link: it came to that mailbox) or has never been verified (the link
   * verifies it without a password, as a magic link does). An account with a password or a login of
   * its own logs in first: an invitation must not be a way around its owner's login.
   */
  async function accountOfInvited(email: string, locale: Locale): Promise<User> {
    const found = await store.findByEmail(email);
    if (found?.user.isdeleted) throw userDeleted();
    if (!found) {
      const user = await store.insert(newAccount(email, { isverified: true, hasPassword: false }), null, (stored) => [
        registered(stored, locale),
      ]);
      relay.notify();
      return user;
    }
    if (!found.user.isverified)
      return (await store.update(found.user.userid, {
        doc: { isverified: true, hasPassword: false },
        passwordHash: null,
      }))!.user;
    throw new HttpError(401, companyErrorCodes.loginRequired, 'company.error.login_required', undefined, { email });
  }
};
