import { cartReadyToComplete } from '../checkout-fixture';

async function cardOrder() {
  const ctx = await cartReadyToComplete();
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${ctx.cart.uuid}/card` });
  const completed = (await ctx.complete('en')).json();
  return { ...ctx, completed };
}

describe('card payment through the test-mode provider', () => {
  it('sends the buyer to the payment page; approving brings them back and the shop marks the order paid', async () => {
    const { app, cart, completed } = await cardOrder();
    expect(completed.payment_url).toMatch(/^\/orders\/test-payment\/[0-9a-f-]{36}$/);
    const page = await app.inject({ method: 'GET', url: completed.payment_url, headers: { 'x-locale': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Order NB-100001');

    const back = await app.inject({
      method: 'POST',
      url: `${completed.payment_url}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect([back.statusCode, back.headers.location]).toEqual([303, `/cart/${cart.uuid}?payment=return`]);

    const notAsked = await app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${cart.uuid}` });
    expect(notAsked.json().order_status).toBe('confirmed');
    const confirmed = await app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${cart.uuid}?markPaid=true` });
    expect(confirmed.json()).toMatchObject({ order_status: 'paid', payment: { status: 'paid' } });
    await app.close();
  });

  it('keeps a declined order unpaid, and lets the buyer pay again', async () => {
    const { app, cart, completed } = await cardOrder();
    await app.inject({ method: 'POST', url: `${completed.payment_url}/decline`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const declined = await app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${cart.uuid}?markPaid=true` });
    expect(declined.json()).toMatchObject({ order_status: 'confirmed', payment: { status: 'declined' } });

    const again = await app.inject({ method: 'POST', url: `/orders/pay/${cart.uuid}` });
    expect(again.json().payment).toMatchObject({ status: 'pending' });
    expect(again.json().payment.url).not.toBe(completed.payment_url);
    await app.close();
  });

  it('does not mark an order paid because the browser asks: an unanswered payment stays pending', async () => {
    const { app, cart } = await cardOrder();
    const res = await app.inject({ method: 'GET', url: `/orders/confirmed-by-id/${cart.uuid}?markPaid=true` });
    expect(res.json()).toMatchObject({ order_status: 'confirmed', payment: { status: 'pending' } });
    await app.close();
  });

  it('refuses to start a card payment for an invoice order', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    await complete();
    expect((await app.inject({ method: 'POST', url: `/orders/pay/${cart.uuid}` })).statusCode).toBe(409);
    await app.close();
  });
});
