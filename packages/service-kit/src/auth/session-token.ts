import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who a session token says is logged in. */
export interface SessionClaims {
  userid: number;
  /** The users service's session id: it can revoke it (logout), other services cannot see that. */
  sessionId: string;
  expiresAt: Date;
}

/** Audience of session tokens, so a link token of the users service never passes as a session. */
export const sessionTokenAudience = 'shop.session';

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/**
 * Checks a session token (the `sid` cookie) without calling the users service: a JWT,
 * HS256 with SESSION_SECRET, audience `shop.session`, `sub` = user id, `sid` = session id.
 * Stateless by design: a token stays valid here until it expires even after logout, which the
 * users service enforces at once for its own calls (docs/sessions.md).
 */
export function verifySessionToken(token: string, secret: string, now: Date = new Date()): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const userid = Number(claims.sub);
    if (claims.aud !== sessionTokenAudience || !Number.isInteger(userid) || userid <= 0) return null;
    if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime())
      return null;
    return { userid, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return null;
  }
}

/** Signs a session token in the format `verifySessionToken` reads (used by the users service only). */
export function signSessionToken(claims: SessionClaims, secret: string, issuedAt: Date): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: String(claims.userid),
      sid: claims.sessionId,
      aud: sessionTokenAudience,
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * The session credential: an HttpOnly cookie the users service sets, so no script on the page can
 * read or send it elsewhere (docs/sessions.md).
 */
export const sessionCookie = 'sid';

const tokenShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** One cookie of a request (the raw value, as the service set it); undefined when absent. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The session token of a request: the `sid` cookie only. Browsers send it by themselves; a service
 * asking the users service on a buyer's behalf (orders' GET /users/current) forwards it as that
 * cookie too. No header carries a session, so no script ever needs to hold one.
 */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const token = requestCookie(request, sessionCookie);
  return token && token.length <= 1000 && tokenShape.test(token) ? token : null;
}
