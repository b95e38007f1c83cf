import { apiFetch, resetEmbeddedAnswers, useLocaleStore } from '../src';
import { mockFetch, pageWithEmbeddedAnswers } from '../src/testing/mock-fetch';

describe('apiFetch with answers embedded in the page', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'de' }));
  afterEach(() => {
    document.body.innerHTML = '';
    resetEmbeddedAnswers();
  });

  it('answers the first read of an embedded call without the network, however its query is encoded', async () => {
    pageWithEmbeddedAnswers('de', { '/productVariant/by-category/fences?range=[0,10]': { count: 1 } });
    const calls = mockFetch({});
    const schema = { parse: (data: unknown) => data as { count: number } };
    const answer = await apiFetch('/productVariant/by-category/fences?range=%5B0%2C10%5D', { schema });
    expect(answer).toEqual({ count: 1 });
    expect(calls).toHaveLength(0);
  });

  it('asks the service the second time, so a refetch gets fresh data', async () => {
    pageWithEmbeddedAnswers('de', { '/category/rootCategories': ['embedded'] });
    const calls = mockFetch({ '/category/rootCategories': ['fresh'] });
    expect(await apiFetch('/category/rootCategories')).toEqual(['embedded']);
    expect(await apiFetch('/category/rootCategories')).toEqual(['fresh']);
    expect(calls).toHaveLength(1);
  });

  it('asks the service when the page is in another language or the call writes', async () => {
    pageWithEmbeddedAnswers('en', { '/category/rootCategories': ['english'] });
    const calls = mockFetch({ '/category/rootCategories': ['deutsch'], '/orders/add': {} });
    expect(await apiFetch('/category/rootCategories')).toEqual(['deutsch']);
    pageWithEmbeddedAnswers('de', { '/orders/add': { embedded: true } });
    expect(await apiFetch('/orders/add', { method: 'POST', json: {} })).toEqual({});
    expect(calls).toHaveLength(2);
  });
});
