import { apiPath } from '@shop/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { requestCookie } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { linkValidityMs } from './link-tokens';
import { cookieHeader } from './sessions';

/**
 * The signing-up browser's HttpOnly cookie; only the users calls need it. The browser calls them at
 * the gateway under /api (the routes table), so that is the cookie's path: with the service's own
 * `/users` it never came back with the verify call and every signup lost its password.
 */
export const signupCookie = 'signup_binding';
const cookiePath = apiPath('/users');

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Ties a signup's password to the browser that chose it. Whoever signs up with an address gets a
 * random value in an HttpOnly, SameSite=Strict cookie; the link mailed to the address stores only
 * its hash. The chosen password takes effect when the link is opened in that browser: proof that
 * the one who chose the password also reads the mailbox. Opened anywhere else, the link verifies
 * the account without any password, so a stranger who signed up with somebody's address never
 * gets his password onto her account.
 */
export class SignupBinding {
  constructor(private readonly secureCookie: boolean) {}

  /** A new binding for this browser: the hash to store with the link. */
  bind(reply: FastifyReply): string {
    const value = randomBytes(32).toString('base64url');
    reply.header('set-cookie', this.cookie(value, Math.floor(linkValidityMs / 1000)));
    return digest(value);
  }

  /** Whether this request comes from the browser whose binding hashes to `browserHash`. */
  matches(request: FastifyRequest, browserHash: string | null | undefined): boolean {
    const value = requestCookie(request, signupCookie);
    if (!browserHash || !value || value.length > 100) return false;
    const given = Buffer.from(digest(value));
    const expected = Buffer.from(browserHash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The binding has done its work (or its link is gone): the browser forgets it. */
  clear(reply: FastifyReply): void {
    reply.header('set-cookie', this.cookie('', 0));
  }

  private cookie(value: string, maxAgeSeconds: number): string {
    // Strict: a page of another site cannot make the browser present it.
    return cookieHeader(signupCookie, value, {
      maxAgeSeconds,
      httpOnly: true,
      sameSite: 'Strict',
      path: cookiePath,
      secure: this.secureCookie,
    });
  }
}
