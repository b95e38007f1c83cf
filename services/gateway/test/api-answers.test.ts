import type { InjectOptions } from 'fastify';
import { sharedTestGateway } from './helper';
import { ApiDescription } from './support/openapi-conformance';

jest.setTimeout(90_000);

const companyForm = {
  vat: '1234567-8',
  company: 'Rakennus Oy',
  name: 'Anna Virtanen',
  phone: '+358401234567',
  email: 'anna.virtanen@rakennus-oy.fi',
  additionalEmails: [],
  streetAddress: 'Teollisuuskatu 5',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company',
};

describe('answers of the shop’s main calls match the API description', () => {
  const gateway = sharedTestGateway();
  let description: ApiDescription;
  /** The buyer's cookies (cart access, locale), kept between calls as a browser would. */
  const jar = new Map<string, string>();
  const checked: string[] = [];

  /** One call as the buyer's browser makes it; its answer is checked against the document. */
  const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await gateway().app.inject({
      method,
      url,
      payload,
      headers: { 'x-locale': 'fi', ...(cookie ? { cookie } : {}) },
    });
    for (const { name, value } of response.cookies as { name: string; value: string }[]) jar.set(name, value);
    const problems = description.answerProblems(
      String(method),
      url,
      response.statusCode,
      response.body,
      String(response.headers['content-type'] ?? ''),
    );
    expect([`${method} ${url} ${response.statusCode}`, problems]).toEqual([
      `${method} ${url} ${response.statusCode}`,
      [],
    ]);
    checked.push(`${method} ${url} ${response.statusCode}`);
    return response;
  };

  beforeAll(async () => {
    description = new ApiDescription((await gateway().app.inject({ url: '/api/openapi.json' })).json());
  });

  it('finds, shows, adds to the cart, fills in the order form and completes the order', async () => {
    expect((await call('GET', '/api/category/rootCategories')).statusCode).toBe(200);
    expect((await call('GET', '/api/search/all/zaun?range=[0,10]')).statusCode).toBe(200);
    const top = await call('GET', '/api/productVariant/top');
    const [variant] = top.json<{ id: number; min_order?: number }[]>();
    expect(variant).toBeDefined();
    const variantId = variant!.id;
    expect((await call('GET', `/api/productVariant/${variantId}`)).statusCode).toBe(200);

    const added = await call('POST', '/api/orders/add', { variantId, amount: Math.max(3, variant!.min_order ?? 1) });
    expect(added.statusCode).toBe(200);
    const { uuid } = added.json<{ uuid: string }>();
    expect((await call('GET', `/api/orders/by-id/${uuid}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/orders/delivery-options/${uuid}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/orders/payment-methods')).statusCode).toBe(200);
    expect((await call('PATCH', `/api/orders/set-form/${uuid}`, companyForm)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/orders/set-payment-method/${uuid}/invoice`)).statusCode).toBe(200);
    const completed = await call('POST', '/api/orders/complete', { uuid });
    expect(completed.statusCode).toBe(200);
    expect((await call('GET', `/api/orders/confirmed-by-id/${uuid}`)).statusCode).toBe(200);
  });

  it('answers refusals and unknown records with the described error body', async () => {
    expect((await call('POST', '/api/orders/add', { variantId: 'x', amount: 0 })).statusCode).toBe(400);
    expect((await call('GET', '/api/orders/by-id/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/productVariant/999999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/users/current')).statusCode).toBe(401);
    expect((await call('POST', '/api/contact/submit', { email: 'not an address' })).statusCode).toBe(400);
  });

  it('answers the shop’s lists and texts as described', async () => {
    for (const url of [
      '/api/faq',
      '/api/countries',
      '/api/blogs/all',
      '/api/analytics/config',
      '/api/static/promotion',
    ])
      expect([url, (await call('GET', url)).statusCode]).toEqual([url, 200]);
  });

  it('would notice an answer the document does not allow', () => {
    expect(description.answerProblems('GET', '/api/orders/by-id/x', 200, '{"uuid":1}', 'application/json')).not.toEqual(
      [],
    );
    expect(
      description.answerProblems('GET', '/api/orders/by-id/x', 404, '{"message":"x"}', 'application/json'),
    ).not.toEqual([]);
    expect(description.answerProblems('GET', '/api/no-such-call', 200, '{}')).toEqual([
      'GET /api/no-such-call: no such operation in the document',
    ]);
  });
});
