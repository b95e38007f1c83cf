import { sessionTokenOf, verifySessionToken } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';

/**
 * The logged-in buyer of a request, from the users service's signed session token (no call to the
 * users service; docs/sessions.md). Null for guests, bad or expired tokens, or without a secret.
 */
export function sessionUserOf(request: FastifyRequest, secret: string | undefined): number | null {
  const token = sessionTokenOf(request);
  if (!token || !secret) return null;
  return verifySessionToken(token, secret)?.userid ?? null;
}
