import {
  apiCalls,
  sharedQueryKeys,
  type CompanyCreateBody,
  type MemberUpdateBody,
  type WorkSiteBody,
} from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const calls = apiCalls.companies;

/** Under `users`: the company's data goes with the user's at logout. */
export const companyKeys = {
  all: [...sharedQueryKeys.users, 'company'] as const,
  current: [...sharedQueryKeys.users, 'company', 'current'] as const,
  members: [...sharedQueryKeys.users, 'company', 'members'] as const,
  invites: [...sharedQueryKeys.users, 'company', 'invites'] as const,
  workSites: [...sharedQueryKeys.users, 'company', 'work-sites'] as const,
  invite: (token: string) => ['company-invite', token] as const,
};

/** GET /users/company: the caller's company; 404 NO_COMPANY for a private buyer (no retry then). */
export const companyQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: companyKeys.current,
    queryFn: ({ signal }) => callApi(calls.current, { signal }),
    enabled,
    retry: false,
  });

/** GET /users/company/members (admins only). */
export const membersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: companyKeys.members,
    queryFn: ({ signal }) => callApi(calls.members, { signal }),
    enabled,
  });

/** GET /users/company/invites (admins only): the open invitations. */
export const invitesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: companyKeys.invites,
    queryFn: ({ signal }) => callApi(calls.invites, { signal }),
    enabled,
  });

/** GET /users/company/work-sites: every member reads them (the checkout offers them too). */
export const workSitesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: companyKeys.workSites,
    queryFn: ({ signal }) => callApi(calls.workSites, { signal }),
    enabled,
  });

/** GET /users/company/invite?token=: what the invitation link offers. A refused link is final: no retry. */
export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: companyKeys.invite(token),
    queryFn: ({ signal }) => callApi(calls.previewInvite, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });

/** Whatever changes the company is shown anew: it and the account's company_account. */
function useRefreshCompany() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.all }),
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.currentUser }),
    ]);
}

/** POST /users/company. */
export function useCreateCompany() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: CompanyCreateBody) => callApi(calls.create, { body }),
    onSuccess: () => refresh(),
  });
}

/** PATCH /users/company/members/{userid}: role or order limit. */
export function useUpdateMember() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ userid, body }: { userid: number; body: MemberUpdateBody }) =>
      callApi(calls.updateMember, { params: { userid }, body }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /users/company/members/{userid}: the member leaves and is logged out everywhere. */
export function useRemoveMember() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (userid: number) => callApi(calls.removeMember, { params: { userid } }),
    onSuccess: () => refresh(),
  });
}

/** POST /users/company/invites: the link goes back to this shop's own address. */
export function useInvite() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: { email: string; role: 'admin' | 'buyer'; order_limit: number | null }) =>
      callApi(calls.invite, { body: { ...body, host: window.location.origin } }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /users/company/invites/{invite_id}. */
export function useRevokeInvite() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (invite_id: string) => callApi(calls.revokeInvite, { params: { invite_id } }),
    onSuccess: () => refresh(),
  });
}

/** POST /users/company/work-sites, or PATCH .../{site_id} when editing one. */
export function useSaveWorkSite() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ site_id, body }: { site_id: string | null; body: WorkSiteBody }) =>
      site_id ? callApi(calls.updateWorkSite, { params: { site_id }, body }) : callApi(calls.addWorkSite, { body }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /users/company/work-sites/{site_id}. */
export function useRemoveWorkSite() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (site_id: string) => callApi(calls.removeWorkSite, { params: { site_id } }),
    onSuccess: () => refresh(),
  });
}

/** POST /users/company/invite/accept: joins (and, for a new address, logs in). */
export const acceptInvite = (token: string) => callApi(calls.acceptInvite, { body: { token } });
