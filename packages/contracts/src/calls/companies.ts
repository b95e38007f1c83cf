import { AuthAnswerSchema } from '../auth';
import {
  CompanyAccountSchema,
  CompanyCreateBodySchema,
  CompanyInviteListSchema,
  CompanyInviteSchema,
  CompanyMemberListSchema,
  CompanyMemberSchema,
  InviteCreateBodySchema,
  InviteParamsSchema,
  InvitePreviewSchema,
  InviteTokenBodySchema,
  InviteTokenQuerySchema,
  MemberParamsSchema,
  MemberUpdateBodySchema,
  WorkSiteBodySchema,
  WorkSiteListSchema,
  WorkSiteParamsSchema,
  WorkSiteSchema,
} from '../company-account';
import { LoginResponseSchema } from '../user';
import { defineCall } from './call';

/**
 * Company accounts (users service, docs/companies.md). Each call acts on the caller's own company:
 * none takes a company id, so no caller can name another company's.
 */
export const companyCalls = {
  create: defineCall({
    method: 'POST',
    path: '/users/company',
    body: CompanyCreateBodySchema,
    response: CompanyAccountSchema,
  }),
  current: defineCall({ method: 'GET', path: '/users/company', response: CompanyAccountSchema }),
  members: defineCall({ method: 'GET', path: '/users/company/members', response: CompanyMemberListSchema }),
  updateMember: defineCall({
    method: 'PATCH',
    path: '/users/company/members/:userid',
    params: MemberParamsSchema,
    body: MemberUpdateBodySchema,
    response: CompanyMemberSchema,
  }),
  /** The member leaves the company and every session of theirs ends. */
  removeMember: defineCall({
    method: 'DELETE',
    path: '/users/company/members/:userid',
    params: MemberParamsSchema,
    response: AuthAnswerSchema,
  }),
  invites: defineCall({ method: 'GET', path: '/users/company/invites', response: CompanyInviteListSchema }),
  invite: defineCall({
    method: 'POST',
    path: '/users/company/invites',
    body: InviteCreateBodySchema,
    response: CompanyInviteSchema,
  }),
  revokeInvite: defineCall({
    method: 'DELETE',
    path: '/users/company/invites/:invite_id',
    params: InviteParamsSchema,
    response: AuthAnswerSchema,
  }),
  /** What an invitation link offers, before it is used (no session needed: the token is the key). */
  previewInvite: defineCall({
    method: 'GET',
    path: '/users/company/invite',
    query: InviteTokenQuerySchema,
    response: InvitePreviewSchema,
  }),
  /**
   * Uses the link: the logged-in account of the invited e-mail joins; an e-mail without an account
   * gets one, verified by the link, and is logged in.
   */
  acceptInvite: defineCall({
    method: 'POST',
    path: '/users/company/invite/accept',
    body: InviteTokenBodySchema,
    response: LoginResponseSchema,
  }),
  workSites: defineCall({ method: 'GET', path: '/users/company/work-sites', response: WorkSiteListSchema }),
  addWorkSite: defineCall({
    method: 'POST',
    path: '/users/company/work-sites',
    body: WorkSiteBodySchema,
    response: WorkSiteSchema,
  }),
  updateWorkSite: defineCall({
    method: 'PATCH',
    path: '/users/company/work-sites/:site_id',
    params: WorkSiteParamsSchema,
    body: WorkSiteBodySchema,
    response: WorkSiteSchema,
  }),
  removeWorkSite: defineCall({
    method: 'DELETE',
    path: '/users/company/work-sites/:site_id',
    params: WorkSiteParamsSchema,
    response: AuthAnswerSchema,
  }),
};
