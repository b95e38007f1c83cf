import { analyticsEventNames, conversionRules, conversionValue, type AnalyticsEventName } from '@shop/contracts';
import { mockFetch } from '../src/testing/mock-fetch';
import { connectTagManager, track, useConsentStore } from '../src';

const sent = (calls: ReturnType<typeof mockFetch>) =>
  calls.map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

beforeEach(() => {
  useConsentStore.setState({ consent: { functional: false, analytics: true } });
  connectTagManager(null);
});

describe('ad conversion values (SPEC 9)', () => {
  it.each([
    ['Checkout Began', undefined, 30],
    ['Contact Form Sent', undefined, 50],
    ['Shipping Address Added', undefined, 90],
    ['Call To Button Clicked', undefined, 10],
    ['Mail To Button Clicked', undefined, 10],
    ['Added To Cart', 958, 47.9],
    ['Cart Viewed', 2510, 251],
    ['Purchased', 2510, 502],
  ] as const)('%s (amount %p EUR) is sent with the value %p EUR', async (name, amount, value) => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    await expect(track(name, { from: 'test' }, amount)).resolves.toBe(true);
    expect(sent(calls)).toEqual([
      { name, properties: amount === undefined ? { from: 'test' } : { from: 'test', amount }, value },
    ]);
  });

  it('covers every value the spec names: 30, 50, 90, 10, and 0.05, 0.2, 0.1 of amounts', () => {
    const rules = Object.values(conversionRules) as { eur?: number; shareOfAmount?: number }[];
    expect(new Set(rules.flatMap((rule) => rule.eur ?? []))).toEqual(new Set([30, 50, 90, 10]));
    expect(new Set(rules.flatMap((rule) => rule.shareOfAmount ?? []))).toEqual(new Set([0.05, 0.2, 0.1]));
    expect(Object.keys(conversionRules).every((name) => analyticsEventNames.includes(name as AnalyticsEventName))).toBe(
      true,
    );
  });

  it('sends no value for other events nor for a share of a missing amount; the amount stays a property', async () => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    await track('Removed From Cart', { variant_id: 3 }, 95.8);
    await track('Added To Cart', { variant_id: 3 });
    expect(sent(calls)).toEqual([
      { name: 'Removed From Cart', properties: { variant_id: 3, amount: 95.8 } },
      { name: 'Added To Cart', properties: { variant_id: 3 } },
    ]);
    expect(conversionValue('Filter Chosen', 100)).toBeUndefined();
  });

  it('gives the fixed value whatever figure a caller passes, and rounds shares to cents', async () => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    await track('Checkout Began', {}, 30);
    expect(sent(calls)).toEqual([{ name: 'Checkout Began', properties: {}, value: 30 }]);
    expect(conversionValue('Added To Cart', 47.9)).toBe(2.4);
  });

  it('puts the value in EUR on the tag manager data layer', async () => {
    mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    const dataLayer: object[] = [];
    connectTagManager(dataLayer);
    await track('Purchased', { order_id: 'N-1' }, 1000);
    expect(dataLayer).toEqual([{ event: 'Purchased', order_id: 'N-1', amount: 1000, value: 200, currency: 'EUR' }]);
  });

  it('sends nothing, value or not, without analytics consent', async () => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    const dataLayer: object[] = [];
    connectTagManager(dataLayer);
    for (const consent of [null, { functional: true, analytics: false }]) {
      useConsentStore.setState({ consent });
      await expect(track('Purchased', {}, 1000)).resolves.toBe(false);
      await expect(track('Shipping Address Added')).resolves.toBe(false);
    }
    expect(calls).toEqual([]);
    expect(dataLayer).toEqual([]);
  });
});
