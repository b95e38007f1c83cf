import type { FastifyRequest } from 'fastify';
import { SessionCheck } from '../../../src/shared/http/session-user';
import { FakeUsers, sessionSecret } from '../../fake-users';

const requestWith = (token: string) => ({ headers: { cookie: `sid=${token}` } }) as unknown as FastifyRequest;

describe('session check against the users service', () => {
  it(
    'asks the users service once for a burst of calls, and sees a revoked session as revoked once its few ' +
      'seconds are over',
    async () => {
      const users = new FakeUsers();
      let now = 1_000_000;
      const check = new SessionCheck(users.directory, sessionSecret, { cacheMs: 5_000, now: () => now });
      const token = users.login(7);
      const burst = await Promise.all([1, 2, 3, 4].map(() => check.buyerOf(requestWith(token))));
      expect(burst.map((b) => b?.userid)).toEqual([7, 7, 7, 7]);
      expect(users.asked).toBe(1);

      users.logout(token);
      now += 4_999;
      expect((await check.buyerOf(requestWith(token)))?.userid).toBe(7);
      now += 1;
      expect(await check.buyerOf(requestWith(token))).toBeNull();
      expect(users.asked).toBe(2);
    },
  );

  it('keeps a bounded number of answers and never asks the users service about a forged token', async () => {
    const users = new FakeUsers();
    const check = new SessionCheck(users.directory, sessionSecret, { cacheEntries: 2 });
    const [a, b, c] = [users.login(1), users.login(2), users.login(3)];
    for (const token of [a, b, c, a]) await check.buyerOf(requestWith(token));
    // a was forgotten when c came: asked again.
    expect(users.asked).toBe(4);
    const forged = `${a.slice(0, a.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect(await check.buyerOf(requestWith(forged))).toBeNull();
    expect(users.asked).toBe(4);
  });
});
