import { requestIdHeaders } from '../http/request-id';
import { ReplicaPool } from '../http/replica-pool';
import { replicaUrls } from '../http/replica-urls';
import type { UsersRequest } from './current-user';

/**
 * GETs to the users service's replicas (USERS_URL: one address or several, comma-separated), in turn.
 * Imported from '@shop/service-kit/http-users-request': it loads undici (see index.ts).
 */
export function httpUsersRequest(baseUrls: string, replicas = new ReplicaPool(replicaUrls(baseUrls))): UsersRequest {
  return (path, headers) => replicas.getJson(path, { ...headers, ...requestIdHeaders(), accept: 'application/json' });
}
