import { randomBytes } from 'node:crypto';
import { sessionHeader } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** How long a login lasts when the buyer does not log out. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits: unguessable, and meaningless without the store (logout really ends it). */
export const newSessionId = () => randomBytes(32).toString('base64url');

export function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers[sessionHeader];
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[A-Za-z0-9_-]{20,100}$/.test(id) ? id : null;
}
