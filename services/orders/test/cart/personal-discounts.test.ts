import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

describe('personal discounts in carts', () => {
  it(
    'gives a logged-in buyer their valid personal discount, shown with its end date, and keeps it at their ' +
      'next change',
    async () => {
      const users = new FakeUsers();
      const ctx = await buildOrders({ sessionSecret, buyers: users.directory });
      ctx.catalogue.put(102, { sale_price: 10_000 });
      const buyer = ctx
        .browser()
        .login(users.login(7, [{ discount_percent: 5, start_date: null, end_date: '2026-12-31', threshold: 0 }]));
      const cart = (
        await buyer.inject({
          method: 'POST',
          url: '/orders/add',
          payload: { variantId: 102, amount: 2, isProduction: true },
        })
      ).json();
      expect(cart.user_id).toBe(7);
      expect(cart.breakdown.discounts.personal).toEqual({ cents: 1_000, percent: 5, end_date: '2026-12-31' });
      expect(cart.total_price).toBe(19_000);

      const again = await buyer.inject({
        method: 'PATCH',
        url: `/orders/set-quantity/${cart.uuid}/1`,
        payload: { amount: 3 },
      });
      expect(again.json().breakdown.discounts.personal).toMatchObject({ percent: 5, cents: 1_500 });
      await ctx.app.close();
    },
  );

  it('does not give one buyer’s discount on another buyer’s cart: the other buyer cannot even find it', async () => {
    const users = new FakeUsers();
    const ctx = await buildOrders({ sessionSecret, buyers: users.directory });
    ctx.catalogue.put(102, { sale_price: 10_000 });
    const seven = ctx.browser().login(users.login(7));
    const eight = ctx
      .browser()
      .login(users.login(8, [{ discount_percent: 9, start_date: null, end_date: null, threshold: 0 }]));
    const cart = (
      await seven.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    const other = await eight.inject({
      method: 'PATCH',
      url: `/orders/set-quantity/${cart.uuid}/1`,
      payload: { amount: 2 },
    });
    expect(other.statusCode).toBe(404);
    const mine = (await seven.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` })).json();
    expect(mine).toMatchObject({ user_id: 7, items: [{ quantity: 1 }], breakdown: { discounts: { personal: null } } });
    await ctx.app.close();
  });
});
