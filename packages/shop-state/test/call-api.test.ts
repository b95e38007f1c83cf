import { apiCalls } from '@shop/contracts';
import { ApiError, callApi, useLocaleStore } from '../src';
import { mockFetch } from '../src/testing/mock-fetch';

const faq = [{ id: 1, category: 'Lieferung', question: 'Wann kommt es?', answer: [] }];
const queryId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('callApi (a call of contracts’ apiCalls)', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('writes the path parameters escaped and the query in the call’s order, JSON values as JSON', async () => {
    const calls = mockFetch({});
    await callApi(apiCalls.search.search, {
      params: { term: 'bau/zaun?' },
      query: { query_id: queryId, range: [10, 5] },
    }).catch(() => undefined);
    expect(calls[0]!.path).toBe(`/search/new/bau%2Fzaun%3F?range=%5B10%2C5%5D&query_id=${queryId}`);
    expect(calls[0]!.init!.method).toBe('GET');
  });

  it('leaves out query parameters that are not given', async () => {
    const calls = mockFetch({ '/productVariant/all?range=%5B0%2C10%5D': { variants: [], count: 0 } });
    await expect(
      callApi(apiCalls.catalogue.variantsAll, { query: { f: undefined, range: [0, 10], sort: undefined } }),
    ).resolves.toEqual({ variants: [], count: 0 });
    expect(calls.map((call) => call.path)).toEqual(['/productVariant/all?range=%5B0%2C10%5D']);
  });

  it('sends the body as JSON with the call’s method', async () => {
    const calls = mockFetch({
      '/orders/set-quantity/u-1/7': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
    });
    await callApi(apiCalls.orders.setQuantity, { params: { uuid: 'u-1', itemId: 7 }, body: { amount: 3 } }).catch(
      () => undefined,
    );
    expect(calls[0]!.init).toMatchObject({ method: 'PATCH', body: '{"amount":3}' });
    expect((calls[0]!.init!.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('answers the body validated by the call’s response schema', async () => {
    mockFetch({ '/faq': faq });
    const answer = await callApi(apiCalls.catalogue.faq);
    expect(answer[0]!.question).toBe('Wann kommt es?');
  });

  it('refuses an answer its schema does not accept as a PARSING_ERROR', async () => {
    mockFetch({ '/faq': [{ id: 'one' }] });
    const error = await callApi(apiCalls.catalogue.faq).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('reads an empty answer (204) as null', async () => {
    mockFetch({ '/search/register_click': { status: 204, body: undefined } });
    const body = { query_id: queryId, result_pos: 0, variant_id: 3, add_to_cart: false };
    await expect(callApi(apiCalls.search.registerClick, { body })).resolves.toBeNull();
  });

  it('refuses a call whose path parameter is missing before sending it', async () => {
    const calls = mockFetch({});
    // @ts-expect-error a call with path parameters needs them
    await expect(callApi(apiCalls.orders.cart)).rejects.toThrow('GET /orders/by-id/:uuid: parameter uuid is missing');
    // @ts-expect-error every parameter of the path is needed
    await expect(callApi(apiCalls.orders.removeItem, { params: { uuid: 'u-1' } })).rejects.toThrow(/variantId/);
    expect(calls).toEqual([]);
  });
});

/**
 * What must not compile (tsc checks this file with the repo): if one of these lines compiled, its
 * @ts-expect-error would be unused and tsc would fail. Never called: each line is a misuse.
 */
export async function misusesThatDoNotCompile() {
  // @ts-expect-error the body's amount is a number
  await callApi(apiCalls.orders.setQuantity, { params: { uuid: 'u', itemId: 1 }, body: { amount: '3' } });
  // @ts-expect-error a body call needs its body
  await callApi(apiCalls.contact.newsletter, {});
  // @ts-expect-error a GET call takes no body
  await callApi(apiCalls.catalogue.faq, { body: {} });
  // @ts-expect-error the payment method is one of the shop's
  await callApi(apiCalls.orders.setPaymentMethod, { params: { uuid: 'u', method: 'bitcoin' } });
  // @ts-expect-error the user id is a number, as the service reads it
  await callApi(apiCalls.users.delete, { params: { userid: 'me' } });
  // @ts-expect-error range is a pair [skip, take]
  await callApi(apiCalls.catalogue.blogs, { query: { range: [0] } });
  // @ts-expect-error a query parameter the call does not read
  await callApi(apiCalls.catalogue.blogs, { query: { page: 2 } });
  const order = await callApi(apiCalls.orders.cart, { params: { uuid: 'u' } });
  // @ts-expect-error an order has items, not lines
  void order.lines;
  const faqAnswer = await callApi(apiCalls.catalogue.faq);
  // @ts-expect-error the FAQ answer is a list
  void faqAnswer.question;
  // @ts-expect-error a sent order's answer names its uuid as a string
  const uuid: number = (await callApi(apiCalls.orders.complete, { body: { uuid: 'u' } })).uuid;
  return uuid;
}
