import type { DiscountRow } from '@shop/contracts';
import { signSessionToken } from '@shop/service-kit';
import { buildOrders } from '../helper';

const secret = 'test-session-secret-0123456789abcdef';
const tokenFor = (userid: number) =>
  signSessionToken({ userid, sessionId: `s-${userid}`, expiresAt: new Date(Date.now() + 3_600_000) }, secret, new Date());

/** The users service as the orders service sees it: discount rows by the buyer's session. */
const directory = (rowsByUser: Record<number, DiscountRow[]>) => ({
  discountRows: async (token: string) => rowsByUser[Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub)] ?? [],
});

describe('personal discounts in carts', () => {
  it('gives a logged-in buyer their valid personal discount, shown with its end date, and keeps it for changes without a session', async () => {
    const ctx = await buildOrders({
      sessionSecret: secret,
      buyers: directory({ 7: [{ discount_percent: 5, start_date: null, end_date: '2026-12-31', threshold: 0 }] }),
    });
    ctx.catalogue.put(102, { sale_price: 10_000 });
    const headers = { 'x-session-id': tokenFor(7) };
    const cart = (await ctx.app.inject({ method: 'POST', url: '/orders/add', headers, payload: { variantId: 102, amount: 2, isProduction: true } })).json();
    expect(cart.user_id).toBe(7);
    expect(cart.breakdown.discounts.personal).toEqual({ cents: 1_000, percent: 5, end_date: '2026-12-31' });
    expect(cart.total_price).toBe(19_000);

    const guestTab = await ctx.app.inject({ method: 'PATCH', url: `/orders/set-quantity/${cart.uuid}/1`, payload: { amount: 3 } });
    expect(guestTab.json().breakdown.discounts.personal).toMatchObject({ percent: 5, cents: 1_500 });
    await ctx.app.close();
  });

  it('does not give one buyer’s discount on another buyer’s cart', async () => {
    const ctx = await buildOrders({
      sessionSecret: secret,
      buyers: directory({ 8: [{ discount_percent: 9, start_date: null, end_date: null, threshold: 0 }] }),
    });
    ctx.catalogue.put(102, { sale_price: 10_000 });
    const cart = (await ctx.app.inject({ method: 'POST', url: '/orders/add', headers: { 'x-session-id': tokenFor(7) }, payload: { variantId: 102, amount: 1, isProduction: true } })).json();
    const other = await ctx.app.inject({ method: 'PATCH', url: `/orders/set-quantity/${cart.uuid}/1`, headers: { 'x-session-id': tokenFor(8) }, payload: { amount: 2 } });
    expect(other.json()).toMatchObject({ user_id: 7, breakdown: { discounts: { personal: null } } });
    await ctx.app.close();
  });
});
