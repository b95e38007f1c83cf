import { OrderSchema } from '@shop/contracts';
import { emptyCart } from '../fixtures';
import { buildOrders } from '../helper';

describe('GET /orders/by-id/{uuid}', () => {
  it('returns the stored cart, valid by the contract', async () => {
    const { app, store } = await buildOrders();
    const cart = emptyCart();
    await store.insert(cart);
    const res = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(OrderSchema.parse(res.json())).toEqual(cart);
    await app.close();
  });

  it('answers 404 for a cart that does not exist', async () => {
    const { app } = await buildOrders();
    const res = await app.inject({ method: 'GET', url: `/orders/by-id/${emptyCart().uuid}`, headers: { 'x-locale': 'fi' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Ei löytynyt' });
    await app.close();
  });

  it('answers 400 naming the uuid when it is not a uuid', async () => {
    const { app } = await buildOrders();
    const res = await app.inject({ method: 'GET', url: '/orders/by-id/12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: 'uuid' })]);
    await app.close();
  });
});
