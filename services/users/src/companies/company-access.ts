import { companyErrorCodes, type User } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { UsersContext } from '../domain/context';
import type { StoredCompany, StoredMember } from '../ports/company-store';

export interface CompanyCaller {
  user: User;
  company: StoredCompany;
  member: StoredMember;
}

export const noCompany = () => new HttpError(404, companyErrorCodes.noCompany, 'company.error.no_company');

/** The logged-in user (401 without a session) whose account this is, company or not. */
export async function requireUser(context: UsersContext, request: FastifyRequest): Promise<User> {
  const session = await context.sessions.userOf(request);
  const found = session ? await context.store.findById(session.userid) : null;
  if (!found || found.user.isdeleted) throw HttpError.unauthorized();
  return found.user;
}

/** The back office's caller: an operator of the shop (401 without a session, 403 for anyone else). */
export async function requireOperator(context: UsersContext, request: FastifyRequest): Promise<User> {
  const user = await requireUser(context, request);
  if (!user.roles.includes('operator')) throw new HttpError(403, 'FORBIDDEN', 'error.operators_only');
  return user;
}

/**
 * The logged-in member and the company they act in: every company call acts in this one, never in
 * one the request names. Remembers the language they use, which the company's mails to them speak.
 */
export async function requireMember(context: UsersContext, request: FastifyRequest): Promise<CompanyCaller> {
  const user = await requireUser(context, request);
  const found = await context.companies.membershipOf(user.userid);
  if (!found) throw noCompany();
  const locale = requestLocale(request);
  if (found.member.locale !== locale)
    await context.companies.setMemberLocale(found.company.company_id, user.userid, locale);
  return { user, company: found.company, member: { ...found.member, locale } };
}

/** A member who is an admin of their company (403 for its buyers). */
export async function requireAdmin(context: UsersContext, request: FastifyRequest): Promise<CompanyCaller> {
  const caller = await requireMember(context, request);
  if (caller.member.role !== 'admin') throw new HttpError(403, companyErrorCodes.adminOnly, 'company.error.admin_only');
  return caller;
}

/**
 * An admin of a company the shop has verified: whatever is done in the company's name (its
 * invitation mails) waits for the verification (403 before it).
 */
export async function requireVerifiedAdmin(context: UsersContext, request: FastifyRequest): Promise<CompanyCaller> {
  const caller = await requireAdmin(context, request);
  if (caller.company.verification.status !== 'verified')
    throw new HttpError(403, companyErrorCodes.unverified, 'company.error.unverified');
  return caller;
}
