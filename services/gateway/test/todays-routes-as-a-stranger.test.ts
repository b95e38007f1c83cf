import { randomUUID } from 'node:crypto';
import { buildTestGateway, sharedTestGateway } from './helper';

// The routes added on 26 Nov 2026 tried as a stranger would: someone else's cart, a huge body, a
// supplier link that is not one, the API reference where it is switched off.
const gateway = sharedTestGateway();

const cookiesOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

async function ownCart() {
  const added = await gateway().app.inject({
    method: 'POST',
    url: '/api/orders/add',
    payload: { uuid: randomUUID(), variantId: 3548, amount: 1, isProduction: true },
  });
  expect(added.statusCode).toBe(200);
  return { uuid: added.json<{ uuid: string }>().uuid, cookie: cookiesOf(added.headers) };
}

describe("today's routes, tried as a stranger", () => {
  it("refuses another buyer's delivery details, and an order history without a session", async () => {
    const { uuid, cookie } = await ownCart();
    const body = { comment: 'Gate 3', siteContact: { name: 'Mikko', phone: '+358401234567' } };
    const stranger = await gateway().app.inject({
      method: 'PATCH',
      url: `/api/orders/set-shipping-comment/${uuid}`,
      payload: body,
      headers: { 'x-forwarded-for': '10.0.0.1', host: 'evil.example' },
    });
    expect([403, 404]).toContain(stranger.statusCode);
    const owner = await gateway().app.inject({
      method: 'PATCH',
      url: `/api/orders/set-shipping-comment/${uuid}`,
      payload: body,
      headers: { cookie },
    });
    expect(owner.statusCode).toBe(200);
    const history = await gateway().app.inject({ url: '/api/orders/by-user', headers: { cookie } });
    expect(history.statusCode).toBe(401);
  });

  it('answers a 1 MB body with 413, not 500', async () => {
    const { uuid, cookie } = await ownCart();
    const huge = await gateway().app.inject({
      method: 'PATCH',
      url: `/api/orders/set-shipping-comment/${uuid}`,
      payload: JSON.stringify({ comment: 'x'.repeat(1024 * 1024) }),
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses supplier calls without a link, with a forged one, and with the token in the address', async () => {
    const app = gateway().app;
    const none = await app.inject({ url: '/api/orders/supplier-order' });
    const forged = await app.inject({
      url: '/api/orders/supplier-order',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJvcmRlciI6MX0.' },
    });
    const inAddress = await app.inject({ url: '/api/orders/supplier-order?token=abc' });
    expect([none.statusCode, forged.statusCode]).toEqual([401, 401]);
    expect(inAddress.statusCode).toBeGreaterThanOrEqual(400);
    expect(inAddress.statusCode).toBeLessThan(500);
    expect(forged.json()).toMatchObject({ message: expect.any(String) });
  });

  it('does not publish the API description or its page when API_DOCS is off', async () => {
    const { app } = await buildTestGateway({ API_DOCS: 'off' });
    try {
      expect((await app.inject({ url: '/api/openapi.json' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
