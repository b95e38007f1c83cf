import { randomBytes } from 'node:crypto';
import {
  orderAccessCookieName,
  punchoutMarkerCookie,
  sessionMarkerCookie,
  type PunchoutProtocol,
} from '@shop/contracts';
import { sessionCookie, sessionTokenOf, signSessionToken, verifySessionToken } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserStore } from '../ports/user-store';
import type { KnownBrowsers } from './known-browser';

/** How long a login lasts when the buyer does not log out. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits: unguessable, and meaningless without the store (logout really ends it). */
const newSessionId = () => randomBytes(32).toString('base64url');

export { sessionCookie, sessionTokenOf };

/** Builds a Set-Cookie value; `Secure` in production, where the shop is only served over https. */
export function cookieHeader(
  name: string,
  value: string,
  {
    maxAgeSeconds,
    httpOnly,
    sameSite,
    path = '/',
    secure,
  }: { maxAgeSeconds: number; httpOnly: boolean; sameSite: 'Lax' | 'Strict'; path?: string; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    `SameSite=${sameSite}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The names of the order-access cookies a request carries. */
function orderAccessCookiesOf(request: FastifyRequest): string[] {
  const names = (request.headers.cookie ?? '').split(';').map((part) => part.split('=', 1)[0]!.trim());
  return [...new Set(names.filter((name) => orderAccessCookieName.test(name)))];
}

/**
 * Sessions: a random id stored server-side (so logout ends it) inside a signed token (so other
 * services can tell who is logged in without asking this one). The token travels only in the
 * HttpOnly `sid` cookie; the page sees the `logged_in=1` marker beside it, which logs nobody in.
 */
export class Sessions {
  constructor(
    private readonly store: UserStore,
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly secureCookie: boolean,
    private readonly knownBrowsers: KnownBrowsers,
  ) {}

  /**
   * Logs the buyer in, in this browser, which from now on counts as the account's known browser.
   * Answers the new session's id; a punch-out session names its protocol and lasts `lifetimeMs`.
   */
  async start(
    userid: number,
    request: FastifyRequest,
    reply: FastifyReply,
    { lifetimeMs = sessionLifetimeMs, punchout }: { lifetimeMs?: number; punchout?: PunchoutProtocol } = {},
  ): Promise<{ sessionId: string; expiresAt: Date }> {
    const sessionId = newSessionId();
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + lifetimeMs);
    await this.store.createSession(userid, sessionId, expiresAt);
    const token = signSessionToken({ userid, sessionId, expiresAt }, this.secret, issuedAt);
    this.setCookies(reply, token, Math.floor(lifetimeMs / 1000), punchout);
    this.knownBrowsers.remember(request, reply, userid);
    return { sessionId, expiresAt };
  }

  /** The logged-in user id: a valid signature and a session the store still holds. */
  async userOf(request: FastifyRequest): Promise<{ userid: number; sessionId: string } | null> {
    const token = sessionTokenOf(request);
    const claims = token ? verifySessionToken(token, this.secret, this.now()) : null;
    if (!claims) return null;
    const userid = await this.store.findSession(claims.sessionId, this.now());
    return userid === claims.userid ? { userid, sessionId: claims.sessionId } : null;
  }

  /**
   * Ends this session (when there is one) and clears the browser's cookies: the session's, and the
   * access to each order this browser completed, which would otherwise show the order's addresses
   * and PDF for a day to whoever uses the browser next.
   */
  async end(sessionId: string | null, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (sessionId) await this.store.deleteSession(sessionId);
    this.setCookies(reply, '', 0);
    for (const name of orderAccessCookiesOf(request))
      reply.header(
        'set-cookie',
        cookieHeader(name, '', { maxAgeSeconds: 0, httpOnly: true, sameSite: 'Lax', secure: this.secureCookie }),
      );
  }

  private setCookies(reply: FastifyReply, token: string, maxAgeSeconds: number, punchout?: PunchoutProtocol): void {
    // Lax, not Strict: a buyer who follows a link to the shop arrives logged in; a cross-site POST
    // (logout, changes) still carries no session.
    const secure = this.secureCookie;
    reply.header('set-cookie', [
      cookieHeader(sessionCookie, token, { maxAgeSeconds, httpOnly: true, sameSite: 'Lax', secure }),
      cookieHeader(sessionMarkerCookie, maxAgeSeconds > 0 ? '1' : '', {
        maxAgeSeconds,
        httpOnly: false,
        sameSite: 'Lax',
        secure,
      }),
      // Any other login or a logout clears it: the transfer is offered only in a punch-out session.
      cookieHeader(punchoutMarkerCookie, punchout ?? '', {
        maxAgeSeconds: punchout ? maxAgeSeconds : 0,
        httpOnly: false,
        sameSite: 'Lax',
        secure,
      }),
    ]);
  }
}
