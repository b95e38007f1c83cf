import type { RateLimiter } from '../src';

export interface RateLimiterAdapter {
  /**
   * `count` limiters that count together, as the replicas of one service do: the same instance in
   * memory (one process), each with its own connection to one store otherwise. Closed by the suite.
   */
  replicas(count: number): Promise<RateLimiter[]>;
}

const minute = 60_000;
const t0 = new Date('2026-11-29T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** What every RateLimiter does, whichever store counts: the sliding window of rate-limiter.ts. */
export function rateLimiterContract(adapter: RateLimiterAdapter) {
  let open: RateLimiter[] = [];
  const replicas = async (count: number) => {
    const limiters = await adapter.replicas(count);
    open.push(...new Set(limiters));
    return limiters;
  };
  afterEach(async () => {
    await Promise.all(open.map((limiter) => limiter.close()));
    open = [];
  });

  it('allows exactly the limit in a window, then refuses with Retry-After until the oldest leaves it', async () => {
    const [limiter] = await replicas(1);
    for (const ms of [0, 10_000, 20_000])
      expect(await limiter!.attempt('login:ip:a', 3, minute, at(ms))).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter!.attempt('login:ip:a', 3, minute, at(30_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(await limiter!.attempt('login:ip:a', 3, minute, at(59_500))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('slides: one window after the oldest allowed attempt one more is allowed; refusals never count', async () => {
    const [limiter] = await replicas(1);
    await limiter!.attempt('mail:email:x', 2, minute, at(0));
    await limiter!.attempt('mail:email:x', 2, minute, at(40_000));
    for (const ms of [41_000, 45_000, 50_000])
      expect((await limiter!.attempt('mail:email:x', 2, minute, at(ms))).allowed).toBe(false);
    expect(await limiter!.attempt('mail:email:x', 2, minute, at(60_000))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(await limiter!.attempt('mail:email:x', 2, minute, at(61_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 39,
    });
    expect((await limiter!.attempt('mail:email:x', 2, minute, at(100_000))).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const [limiter] = await replicas(1);
    expect((await limiter!.attempt('click:ip:1', 1, minute, at(0))).allowed).toBe(true);
    expect((await limiter!.attempt('click:ip:2', 1, minute, at(0))).allowed).toBe(true);
    expect((await limiter!.attempt('query:ip:1', 1, minute, at(0))).allowed).toBe(true);
    expect((await limiter!.attempt('click:ip:1', 1, minute, at(1))).allowed).toBe(false);
  });

  it('allows exactly the limit in total when replicas attempt at once, alternating', async () => {
    const limiters = await replicas(3);
    const decisions = await Promise.all(
      Array.from({ length: 24 }, (_, n) => limiters[n % limiters.length]!.attempt('signup:ip:nat', 10, minute, at(n))),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    for (const limiter of limiters)
      expect((await limiter.attempt('signup:ip:nat', 10, minute, at(100))).allowed).toBe(false);
  });

  it('gives the slots of a passed window to the next attempts of every replica, still the limit in total', async () => {
    const limiters = await replicas(2);
    for (let n = 0; n < 4; n += 1) await limiters[n % 2]!.attempt('offer:cart:c1', 4, minute, at(n * 1000));
    const later = await Promise.all(
      Array.from({ length: 10 }, (_, n) => limiters[n % 2]!.attempt('offer:cart:c1', 4, minute, at(minute + 5000))),
    );
    expect(later.filter((decision) => decision.allowed)).toHaveLength(4);
    expect(await limiters[1]!.attempt('offer:cart:c1', 4, minute, at(minute + 6000))).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
  });
}
