import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiPath } from '@shop/contracts';
import { requestCookie } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeader } from './sessions';

/** One cookie per account the browser logged in to: a shared office computer keeps each buyer's proof. */
export const knownBrowserCookie = (userid: number) => `known_browser_${userid}`;

/** A year: the proof outlives sessions and logouts, so the buyer's usual browser stays known. */
const lifetimeSeconds = 365 * 24 * 60 * 60;

/** Only the users calls read it, at the gateway's /api/users (see signup-binding.ts). */
const cookiePath = apiPath('/users');

/**
 * The proof that a browser logged in to an account before: a random browser id and its HMAC with
 * the account, set on each successful login. It logs nobody in; it only gives the browser its own
 * login throttle (login-throttle.ts), so strangers' wrong passwords for the account never refuse
 * the owner's correct one from there.
 */
export class KnownBrowsers {
  constructor(
    private readonly key: string,
    private readonly secureCookie: boolean,
  ) {}

  /** Called on a successful login: the browser keeps its id (its throttle goes on) or gets one. */
  remember(request: FastifyRequest, reply: FastifyReply, userid: number): void {
    const id = this.idOf(request, userid) ?? randomBytes(16).toString('base64url');
    reply.header(
      'set-cookie',
      cookieHeader(knownBrowserCookie(userid), `${id}.${this.sign(userid, id)}`, {
        maxAgeSeconds: lifetimeSeconds,
        httpOnly: true,
        sameSite: 'Lax',
        path: cookiePath,
        secure: this.secureCookie,
      }),
    );
  }

  /** The browser's id when it holds an untampered proof for this account; null otherwise. */
  idOf(request: FastifyRequest, userid: number): string | null {
    const value = requestCookie(request, knownBrowserCookie(userid));
    if (!value || value.length > 100) return null;
    const [id, signature] = value.split('.');
    if (!id || !signature) return null;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(userid, id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private sign(userid: number, id: string): string {
    return createHmac('sha256', this.key).update(`${userid}.${id}`).digest('base64url');
  }
}
