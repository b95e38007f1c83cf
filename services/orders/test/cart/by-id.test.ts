import { OrderSchema } from '@shop/contracts';
import { emptyCart } from '../fixtures';
import { buildOrders } from '../helper';

describe('GET /orders/by-id/{uuid}', () => {
  it('returns the stored cart to the browser holding it, valid by the contract', async () => {
    const { app, store, catalogue } = await buildOrders();
    catalogue.put(102);
    const cart = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    const res = await app.inject({ method: 'GET', url: `/orders/by-id/${cart.uuid}` });
    expect(res.statusCode).toBe(200);
    const { access: _access, ...stored } = (await store.findByUuid(cart.uuid))!;
    const answered = OrderSchema.parse(res.json());
    expect(answered.items.map((i) => i.variant?.id)).toEqual([102]);
    expect({ ...answered, items: answered.items.map(({ variant: _variant, ...line }) => line) }).toEqual(stored);
    await app.close();
  });

  it('answers 404 for a cart that does not exist', async () => {
    const { app } = await buildOrders();
    const res = await app.inject({
      method: 'GET',
      url: `/orders/by-id/${emptyCart().uuid}`,
      headers: { 'x-locale': 'fi' },
    });
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
