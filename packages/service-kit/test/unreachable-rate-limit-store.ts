import type { RateLimiter } from '../src';

/**
 * A shared rate limiter whose store stopped answering: every attempt rejects, as the MongoDB one
 * does once its server cannot be reached (mongo-rate-limiter.test.ts shows that on a cut connection).
 */
export const unreachableRateLimitStore: RateLimiter = {
  kind: 'mongodb',
  attempt: async () => {
    throw new Error('connect ECONNREFUSED (the rate limit store)');
  },
  close: async () => undefined,
};
