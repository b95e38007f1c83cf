import { randomBytes } from 'node:crypto';
import { sessionMarkerCookie } from '@shop/contracts';
import { sessionCookie, sessionTokenOf, signSessionToken, verifySessionToken } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserStore } from '../ports/user-store';

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
  ) {}

  async start(userid: number, reply: FastifyReply): Promise<void> {
    const sessionId = newSessionId();
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + sessionLifetimeMs);
    await this.store.createSession(userid, sessionId, expiresAt);
    const token = signSessionToken({ userid, sessionId, expiresAt }, this.secret, issuedAt);
    this.setCookies(reply, token, Math.floor(sessionLifetimeMs / 1000));
  }

  /** The logged-in user id: a valid signature and a session the store still holds. */
  async userOf(request: FastifyRequest): Promise<{ userid: number; sessionId: string } | null> {
    const token = sessionTokenOf(request);
    const claims = token ? verifySessionToken(token, this.secret, this.now()) : null;
    if (!claims) return null;
    const userid = await this.store.findSession(claims.sessionId, this.now());
    return userid === claims.userid ? { userid, sessionId: claims.sessionId } : null;
  }

  /** Ends this session (when there is one) and clears the browser's cookies. */
  async end(sessionId: string | null, reply: FastifyReply): Promise<void> {
    if (sessionId) await this.store.deleteSession(sessionId);
    this.setCookies(reply, '', 0);
  }

  private setCookies(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
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
    ]);
  }
}
