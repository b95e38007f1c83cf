import type { Role, User } from '@shop/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error';
import { currentUser, type UsersRequest } from './current-user';
import { sessionTokenOf, verifySessionToken } from './session-token';

export interface RoleGuardOptions {
  /** How this service asks the users service (GET /users/current). */
  users: UsersRequest;
  /** The session key (SESSION_SECRET): forged or expired tokens are refused without a call. */
  sessionSecret?: string;
}

const actors = new WeakMap<FastifyRequest, User>();

/** What a caller without the role is told (message keys of packages/i18n). */
const refusals: Record<Role, string> = { operator: 'error.operators_only' };

/**
 * A preHandler that lets only users with `role` through: 401 without a session or with one that
 * ended, 403 for a user without the role (the error handler's shape, in the caller's language).
 * The users service is asked on every call, without a cache: a revoked role counts at the next
 * call (docs/sessions.md, "Roles"). The user it let through is `actingUser(request)`.
 */
export function requireRole(role: Role, { users, sessionSecret }: RoleGuardOptions): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = sessionTokenOf(request);
    if (!token) throw HttpError.unauthorized();
    const claims = sessionSecret ? verifySessionToken(token, sessionSecret) : null;
    if (sessionSecret && !claims) throw HttpError.unauthorized();
    const user = await currentUser(users, token);
    if (!user || user.isdeleted || (claims && claims.userid !== user.userid)) throw HttpError.unauthorized();
    if (!user.roles.includes(role)) throw new HttpError(403, 'FORBIDDEN', refusals[role]);
    actors.set(request, user);
  };
}

/** The user `requireRole` let through on this request; throws on a route without the guard. */
export function actingUser(request: FastifyRequest): User {
  const user = actors.get(request);
  if (!user) throw new Error('actingUser needs requireRole as the route preHandler');
  return user;
}
