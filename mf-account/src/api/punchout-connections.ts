import { apiCalls, type PunchoutConnection, type PunchoutConnectionBody } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const connectionsKey = (companyId: string) => ['users', 'backoffice', 'companies', companyId, 'punchout'] as const;

/** GET /users/backoffice/companies/{id}/punchout: a company's punch-out connections (operators only). */
export const punchoutConnectionsQuery = (companyId: string) =>
  queryOptions({
    queryKey: connectionsKey(companyId),
    retry: false,
    queryFn: ({ signal }) =>
      callApi(apiCalls.backofficeOps.punchoutConnections, { params: { company_id: companyId }, signal }),
  });

/** GET /users/backoffice/companies/{id}/members: whom a connection may shop as. */
export const companyMembersQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['users', 'backoffice', 'companies', companyId, 'members'] as const,
    retry: false,
    queryFn: ({ signal }) =>
      callApi(apiCalls.backofficeOps.companyMembers, { params: { company_id: companyId }, signal }),
  });

/** PUT /users/backoffice/punchout; the company's list is read again (the same login replaces a row). */
export function useSavePunchoutConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PunchoutConnectionBody): Promise<PunchoutConnection> =>
      callApi(apiCalls.backofficeOps.savePunchoutConnection, { body }),
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: connectionsKey(saved.company_id) }),
  });
}

/** DELETE …/punchout/{connection_id}: the connection is revoked and the sessions it opened end. */
export function useRevokePunchoutConnection(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      callApi(apiCalls.backofficeOps.deletePunchoutConnection, {
        params: { company_id: companyId, connection_id: connectionId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey(companyId) }),
  });
}
