import { MemoryRateLimiter } from '../src';
import { rateLimiterContract } from './rate-limiter.contract';

describe('MemoryRateLimiter (embedded, one process) contract', () => {
  rateLimiterContract({
    replicas: async (count) =>
      Array.from({ length: count }, () => new MemoryRateLimiter()).fill(new MemoryRateLimiter()),
  });
});
