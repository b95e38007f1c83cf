import { authErrorCodes, type User } from '@shop/contracts';
import {
  HttpError,
  type EventBus,
  type Mailer,
  type OutboxRelay,
  type PublicOrigins,
  type WebhookAddressPolicy,
} from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { CompanyStore } from '../ports/company-store';
import type { CompanyRegister } from '../ports/company-register';
import type { PunchoutStore } from '../ports/punchout-store';
import type { UserStore } from '../ports/user-store';
import type { LinkTokens } from './link-tokens';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password';
import type { RateGuard } from './rate-guard';
import type { Sessions } from './sessions';
import type { SignupBinding } from './signup-binding';

/** What the route plugins of the users service share (built once in app.ts). */
export interface UsersContext {
  store: UserStore;
  bus: EventBus;
  /** Publishes the events the store commits with its writes; told after each such write. */
  relay: Pick<OutboxRelay, 'notify'>;
  mailer: Mailer;
  now: () => Date;
  links: LinkTokens;
  sessions: Sessions;
  rate: RateGuard;
  loginThrottle: LoginThrottle;
  passwords: PasswordHasher;
  signupBinding: SignupBinding;
  /** The only origins a link in an e-mail may point to; the request's Host never counts. */
  origins: PublicOrigins;
  /** Company accounts (docs/companies.md): their own store beside the accounts'. */
  companies: CompanyStore;
  /** Where a new company's VAT id is checked; without it no company can be created (503). */
  companyRegister?: CompanyRegister;
  /** Punch-out connections and sessions (docs/procurement.md). */
  punchout: PunchoutStore;
  /** Where an operator may point the shop's outbound calls (a cXML status URL): WEBHOOKS_ALLOW_LOCAL. */
  outbound: WebhookAddressPolicy;
}

export const userDeleted = (field?: string) =>
  new HttpError(
    403,
    authErrorCodes.userDeleted,
    'account.error.user_deleted',
    field ? [{ field, reason: 'account.error.user_deleted' }] : undefined,
  );

/** The logged-in user of this request, who must be the one the path names (SPEC 6: own profile only). */
export async function requireSelf(
  context: UsersContext,
  request: FastifyRequest,
  userid: number,
): Promise<{ user: User; sessionId: string }> {
  const session = await context.sessions.userOf(request);
  if (!session) throw HttpError.unauthorized();
  if (session.userid !== userid) throw new HttpError(403, authErrorCodes.forbidden, 'account.error.forbidden');
  const found = await context.store.findById(userid);
  if (!found || found.user.isdeleted) throw HttpError.unauthorized();
  return { user: found.user, sessionId: session.sessionId };
}
