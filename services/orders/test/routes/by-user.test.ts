import { signSessionToken } from '@shop/service-kit';
import { finnishCompanyForm } from '../checkout-fixture';
import { buildOrders } from '../helper';

const secret = 'test-session-secret-0123456789abcdef';
const tokenFor = (userid: number) =>
  signSessionToken({ userid, sessionId: `session-of-${userid}`, expiresAt: new Date(Date.now() + 3_600_000) }, secret, new Date());

async function orderAs(ctx: Awaited<ReturnType<typeof buildOrders>>, token: string | null) {
  const headers = token ? { 'x-session-id': token } : {};
  const cart = (await ctx.app.inject({ method: 'POST', url: '/orders/add', headers, payload: { variantId: 102, amount: 1, isProduction: true } })).json();
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
  return (await ctx.app.inject({ method: 'POST', url: '/orders/complete', headers, payload: { uuid: cart.uuid } })).json();
}

describe('GET /orders/by-user', () => {
  it('lists the logged-in buyer’s own orders, newest first, and nobody else’s', async () => {
    const ctx = await buildOrders({ sessionSecret: secret });
    ctx.catalogue.put(102);
    const first = await orderAs(ctx, tokenFor(7));
    await orderAs(ctx, tokenFor(8));
    await orderAs(ctx, null);
    const second = await orderAs(ctx, tokenFor(7));
    const mine = await ctx.app.inject({ method: 'GET', url: '/orders/by-user', headers: { 'x-session-id': tokenFor(7) } });
    expect(mine.json().map((o: { order_number: string }) => o.order_number)).toEqual([second.order_number, first.order_number]);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/orders/by-user', headers: { 'x-session-id': tokenFor(8) } });
    expect(theirs.json()).toHaveLength(1);
    await ctx.app.close();
  });

  it('answers 401 without a session or with a forged one', async () => {
    const ctx = await buildOrders({ sessionSecret: secret });
    expect((await ctx.app.inject({ method: 'GET', url: '/orders/by-user' })).statusCode).toBe(401);
    const forged = signSessionToken({ userid: 7, sessionId: 'x', expiresAt: new Date(Date.now() + 60_000) }, 'another-secret', new Date());
    expect((await ctx.app.inject({ method: 'GET', url: '/orders/by-user', headers: { 'x-session-id': forged } })).statusCode).toBe(401);
    await ctx.app.close();
  });
});
