import { authErrorCodes, type User } from '@shop/contracts';
import { HttpError, type EventBus, type Mailer } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { UserStore } from '../ports/user-store';
import type { LinkTokens } from './link-tokens';
import type { RateGuard } from './rate-guard';
import type { Sessions } from './sessions';

/** What the route plugins of the users service share (built once in app.ts). */
export interface UsersContext {
  store: UserStore;
  bus: EventBus;
  mailer: Mailer;
  now: () => Date;
  links: LinkTokens;
  sessions: Sessions;
  rate: RateGuard;
  /** Origins a link in an e-mail may point to besides the one the request came to. */
  linkOrigins: readonly string[];
}

export const userDeleted = (field?: string) =>
  new HttpError(403, authErrorCodes.userDeleted, 'account.error.user_deleted', field ? [{ field, reason: 'account.error.user_deleted' }] : undefined);

/**
 * The link in an e-mail goes to `host`, which the client sends. Only the shop's own origins are
 * accepted: otherwise anyone could mail a buyer a genuine login token pointing at a foreign site.
 */
export function assertLinkHost(context: UsersContext, request: FastifyRequest, host: string): void {
  const url = new URL(host);
  // request.host reads X-Forwarded-Host only when Fastify trusts the proxy: a client cannot claim it.
  const ownHost = request.host;
  const allowed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (url.host === ownHost || context.linkOrigins.includes(url.origin));
  if (!allowed) throw HttpError.badRequest('host', 'validation.invalid');
}

/** The logged-in user of this request, who must be the one the path names (SPEC 6: own profile only). */
export async function requireSelf(context: UsersContext, request: FastifyRequest, userid: number): Promise<{ user: User; sessionId: string }> {
  const session = await context.sessions.userOf(request);
  if (!session) throw HttpError.unauthorized();
  if (session.userid !== userid) throw new HttpError(403, authErrorCodes.forbidden, 'account.error.forbidden');
  const found = await context.store.findById(userid);
  if (!found || found.user.isdeleted) throw HttpError.unauthorized();
  return { user: found.user, sessionId: session.sessionId };
}
