import { apiCalls } from '@shop/contracts';
import { callApi, cartQuery, queryKeepAliveMs, resetEmbeddedAnswers } from '../src';
import { mockFetch, pageWithEmbeddedAnswers } from '../src/testing/mock-fetch';
import type { Query } from '@tanstack/react-query';

const uuid = '3f1c2b9e-6a55-4a7e-9d51-0c2f8e7b1a11';
const staleTimeOf = (dataUpdateCount: number) => {
  const { staleTime } = cartQuery(uuid);
  return (staleTime as unknown as (query: Query) => number)({ state: { dataUpdateCount } } as Query);
};

describe("the cart's freshness", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetEmbeddedAnswers();
  });

  it("counts the page's embedded cart as fresh until anything is written, then asks again on every mount", async () => {
    pageWithEmbeddedAnswers('de', { [`/orders/by-id/${uuid}`]: { uuid } });
    mockFetch({ '/orders/add': { statusCode: 400 } });
    expect(staleTimeOf(0)).toBe(queryKeepAliveMs);
    // Another app's write (the profile's reorder) may have changed this cart, whatever it answered.
    await callApi(apiCalls.orders.add, { body: { uuid, variantId: 1, amount: 1 } as never }).catch(() => undefined);
    expect(staleTimeOf(0)).toBe(0);
  });

  it('counts a cart it fetched or changed itself as stale at once', () => {
    expect(staleTimeOf(1)).toBe(0);
  });
});
