import { MemoryRateLimiter } from '../src';
import { rateLimiterContract } from './rate-limiter.contract';

describe('MemoryRateLimiter (embedded, one process) contract', () => {
  rateLimiterContract({
    // One process: its "replicas" are the one limiter it has.
    replicas: async (count) => {
      const limiter = new MemoryRateLimiter();
      return Array.from({ length: count }, () => limiter);
    },
  });
});
