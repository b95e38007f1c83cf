import { signSessionToken } from '@shop/service-kit';
import type { TestBrowser } from '../browser';
import { cartToComplete } from '../checkout-fixture';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

async function orderAs(browser: TestBrowser, locale = 'fi') {
  const { complete } = await cartToComplete(browser, { amount: 1 });
  return (await complete(locale)).json();
}

describe('GET /orders/by-user', () => {
  it('lists the logged-in buyer’s own orders, newest first, and nobody else’s', async () => {
    const users = new FakeUsers();
    const ctx = await buildOrders({ sessionSecret, buyers: users.directory });
    ctx.catalogue.put(102);
    const seven = ctx.browser().login(users.login(7));
    const eight = ctx.browser().login(users.login(8));
    const first = await orderAs(seven);
    await orderAs(eight);
    await orderAs(ctx.browser());
    const second = await orderAs(seven);
    const mine = await seven.inject({ method: 'GET', url: '/orders/by-user' });
    expect(mine.json().map((o: { order_number: string }) => o.order_number)).toEqual([
      second.order_number,
      first.order_number,
    ]);
    expect(mine.body).not.toContain('"access"');
    const theirs = await eight.inject({ method: 'GET', url: '/orders/by-user' });
    expect(theirs.json()).toHaveLength(1);
    await ctx.app.close();
  });

  it('answers 401 without a session or with a forged one', async () => {
    const users = new FakeUsers();
    const ctx = await buildOrders({ sessionSecret, buyers: users.directory });
    expect((await ctx.app.inject({ method: 'GET', url: '/orders/by-user' })).statusCode).toBe(401);
    const forged = signSessionToken(
      { userid: 7, sessionId: 'x', expiresAt: new Date(Date.now() + 60_000) },
      'another-secret',
      new Date(),
    );
    expect((await ctx.browser().login(forged).inject({ method: 'GET', url: '/orders/by-user' })).statusCode).toBe(401);
    expect(users.asked).toBe(0);
    await ctx.app.close();
  });

  it(
    'logout ends the session for order history too: the old token reads nothing once the users service has ' +
      'ended it',
    async () => {
      const users = new FakeUsers();
      const ctx = await buildOrders({ sessionSecret, buyers: users.directory, sessionCheck: { cacheMs: 0 } });
      ctx.catalogue.put(102);
      const token = users.login(7);
      const buyer = ctx.browser().login(token);
      await orderAs(buyer);
      expect((await buyer.inject({ method: 'GET', url: '/orders/by-user' })).json()).toHaveLength(1);

      users.logout(token);
      // A copy of the token kept after logout (the signature is still valid for 30 days).
      const copied = ctx.browser().login(token);
      const after = await copied.inject({ method: 'GET', url: '/orders/by-user' });
      expect(after.statusCode).toBe(401);
      expect(after.body).not.toContain('Anna Virtanen');
      await ctx.app.close();
    },
  );

  it('answers the history in the language it is read in: completed in German, read in Finnish', async () => {
    const users = new FakeUsers();
    const ctx = await buildOrders({ sessionSecret, buyers: users.directory });
    const titles = { de: 'Gittermattenzaun 1830 mm', fi: 'Verkkoaita 1830 mm', en: 'Mesh fence 1830 mm' };
    ctx.catalogue.put(102, { title: titles.de, titles });
    const buyer = ctx.browser().login(users.login(7));
    await orderAs(buyer, 'de');
    const read = async (locale: string) =>
      (await buyer.inject({ method: 'GET', url: '/orders/by-user', headers: { 'x-locale': locale } })).json();
    const [inFinnish] = await read('fi');
    expect(inFinnish.items[0].fullTitle).toBe(titles.fi);
    expect(inFinnish.items[0].variant.title).toBe(titles.fi);
    const [inGerman] = await read('de');
    expect(inGerman.items[0].fullTitle).toBe(titles.de);
    await ctx.app.close();
  });
});
