import { randomBytes } from 'node:crypto';
import { sessionCookie, sessionTokenOf, signSessionToken, verifySessionToken } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserStore } from '../ports/user-store';

/** How long a login lasts when the buyer does not log out. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits: unguessable, and meaningless without the store (logout really ends it). */
const newSessionId = () => randomBytes(32).toString('base64url');

export { sessionCookie, sessionTokenOf };

/**
 * Sessions: a random id stored server-side (so logout ends it) inside a signed token (so other
 * services can tell who is logged in without asking this one).
 */
export class Sessions {
  constructor(
    private readonly store: UserStore,
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly secureCookie: boolean,
  ) {}

  async start(userid: number, reply: FastifyReply): Promise<string> {
    const sessionId = newSessionId();
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + sessionLifetimeMs);
    await this.store.createSession(userid, sessionId, expiresAt);
    const token = signSessionToken({ userid, sessionId, expiresAt }, this.secret, issuedAt);
    reply.header('set-cookie', this.cookie(token, Math.floor(sessionLifetimeMs / 1000)));
    return token;
  }

  /** The logged-in user id: a valid signature and a session the store still holds. */
  async userOf(request: FastifyRequest): Promise<{ userid: number; sessionId: string } | null> {
    const token = sessionTokenOf(request);
    const claims = token ? verifySessionToken(token, this.secret, this.now()) : null;
    if (!claims) return null;
    const userid = await this.store.findSession(claims.sessionId, this.now());
    return userid === claims.userid ? { userid, sessionId: claims.sessionId } : null;
  }

  async end(sessionId: string, reply: FastifyReply): Promise<void> {
    await this.store.deleteSession(sessionId);
    reply.header('set-cookie', this.cookie('', 0));
  }

  private cookie(value: string, maxAgeSeconds: number): string {
    return [`${sessionCookie}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(this.secureCookie ? ['Secure'] : [])].join('; ');
  }
}
