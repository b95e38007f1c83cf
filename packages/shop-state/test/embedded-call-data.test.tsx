import { apiCalls } from '@shop/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import {
  apiFetch,
  callApi,
  createQueryClient,
  embeddedCallData,
  queryKeepAliveMs,
  resetEmbeddedAnswers,
  useLocaleStore,
} from '../src';
import { mockFetch, pageWithEmbeddedAnswers } from '../src/testing/mock-fetch';

const faq = [{ id: 1, category: 'Lieferung', question: 'Wann kommt es?', answer: [] }];
const freshFaq = [{ id: 2, category: 'Lieferung', question: 'Wie lange dauert es?', answer: [] }];

/** Every state the component rendered, first render first. */
let rendered: string[] = [];

/** A query built as the apps' query builders build theirs: callApi for the network, embeddedCallData for the page. */
function FaqQuestion() {
  const { data } = useQuery({
    queryKey: ['faq'],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.faq, { signal }),
    ...embeddedCallData(apiCalls.catalogue.faq),
  });
  const shown = data ? data[0]!.question : 'loading';
  rendered.push(shown);
  return <p data-testid="question">{shown}</p>;
}

function BlogCount() {
  const query = { range: [0, 10] as [number, number] };
  const { data } = useQuery({
    queryKey: ['blogs'],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.blogs, { query, signal }),
    ...embeddedCallData(apiCalls.catalogue.blogs, { query }),
  });
  const shown = data ? String(data.count) : 'loading';
  rendered.push(shown);
  return <p data-testid="count">{shown}</p>;
}

/** A new page's QueryClient, as the shell creates it (its staleTime decides whether data is asked again). */
const renderOnPage = (ui: React.ReactElement) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

/** Lets the queries' promises and effects settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('embeddedCallData: a query renders the answer the gateway embedded in its first render', () => {
  beforeEach(() => {
    rendered = [];
    useLocaleStore.setState({ locale: 'de' });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    resetEmbeddedAnswers();
  });

  it('renders an embedded answer in the first render, without a loading state or a call', async () => {
    pageWithEmbeddedAnswers('de', { '/faq': faq });
    const calls = mockFetch({ '/faq': freshFaq });
    renderOnPage(<FaqQuestion />);
    expect(rendered[0]).toBe('Wann kommt es?');
    await settle();
    expect(screen.getByTestId('question')).toHaveTextContent('Wann kommt es?');
    expect(rendered).not.toContain('loading');
    // Dated from the page's navigation, so createQueryClient's staleTime keeps it: not asked again at once.
    expect(calls).toHaveLength(0);
  });

  it('finds the answer by the address callApi sends, query encoded or not', async () => {
    pageWithEmbeddedAnswers('de', { '/blogs/all?range=[0,10]': { posts: [], count: 7 } });
    const calls = mockFetch({});
    renderOnPage(<BlogCount />);
    expect(rendered[0]).toBe('7');
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('starts a query made again from the same answer, as a render React threw away left it (hydration)', async () => {
    pageWithEmbeddedAnswers('de', { '/faq': faq });
    const calls = mockFetch({ '/faq': freshFaq });
    // The first query is gone with its render (the cart's gcTime is 0): the next shows what the server rendered.
    renderOnPage(<FaqQuestion />).unmount();
    rendered = [];
    renderOnPage(<FaqQuestion />);
    expect(rendered[0]).toBe('Wann kommt es?');
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('asks the service for a new query once the call was asked of it: its answer is newer than the page', async () => {
    pageWithEmbeddedAnswers('de', { '/faq': faq });
    const calls = mockFetch({ '/faq': freshFaq });
    expect((await callApi(apiCalls.catalogue.faq))[0]!.question).toBe('Wann kommt es?');
    expect((await callApi(apiCalls.catalogue.faq))[0]!.question).toBe('Wie lange dauert es?');
    renderOnPage(<FaqQuestion />);
    expect(rendered[0]).toBe('loading');
    expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/faq', '/faq']);
  });

  it("never answers a query's own fetch with the answer the query started from", async () => {
    pageWithEmbeddedAnswers('de', { '/faq': faq });
    const calls = mockFetch({ '/faq': freshFaq });
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <FaqQuestion />
      </QueryClientProvider>,
    );
    expect(rendered[0]).toBe('Wann kommt es?');
    await act(() => client.refetchQueries({ queryKey: ['faq'] }));
    expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('uses no answer of the page after anything was written: a write may have changed it', async () => {
    pageWithEmbeddedAnswers('de', { '/faq': faq });
    const calls = mockFetch({ '/faq': freshFaq, '/orders/add': { uuid: 'x' } });
    await apiFetch('/orders/add', { method: 'POST', json: {} });
    renderOnPage(<FaqQuestion />);
    expect(rendered[0]).toBe('loading');
    expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/orders/add', '/faq']);
  });

  it("uses no answer once the page is older than a query's keep-alive: it would be asked again at once", async () => {
    pageWithEmbeddedAnswers('de', { '/faq': faq });
    const calls = mockFetch({ '/faq': freshFaq });
    const now = jest.spyOn(performance, 'now').mockReturnValue(queryKeepAliveMs + 1);
    try {
      renderOnPage(<FaqQuestion />);
      expect(rendered[0]).toBe('loading');
      expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    } finally {
      now.mockRestore();
    }
  });

  it('fetches a call the page did not embed', async () => {
    pageWithEmbeddedAnswers('de', { '/category/rootCategories': [] });
    const calls = mockFetch({ '/faq': freshFaq });
    renderOnPage(<FaqQuestion />);
    expect(rendered[0]).toBe('loading');
    expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/faq']);
  });

  it('ignores an answer in another language than the buyer now reads', async () => {
    pageWithEmbeddedAnswers('en', { '/faq': [{ ...faq[0], question: 'When does it come?' }] });
    const calls = mockFetch({ '/faq': freshFaq });
    renderOnPage(<FaqQuestion />);
    expect(rendered[0]).toBe('loading');
    expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
    expect(rendered).not.toContain('When does it come?');
    expect(calls).toHaveLength(1);
  });

  it('falls back to the network for an answer its schema refuses, without an error', async () => {
    pageWithEmbeddedAnswers('de', { '/faq': [{ id: 'one' }] });
    const calls = mockFetch({ '/faq': freshFaq });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderOnPage(<FaqQuestion />);
      expect(rendered[0]).toBe('loading');
      expect(await screen.findByText('Wie lange dauert es?')).toBeInTheDocument();
      expect(calls).toHaveLength(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('has no data, and does not throw, for a query whose address lacks a parameter (a disabled cart query)', () => {
    pageWithEmbeddedAnswers('de', {});
    const { initialData } = embeddedCallData(apiCalls.orders.cart, { params: { uuid: '' } });
    expect(initialData()).toBeUndefined();
  });
});
