import type { SearchResponse } from '@shop/contracts';
import { useConsentStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch, type RecordedCall } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { searchPath } from '../src/api/search';
import { forgetQueryIds, rememberQueryId } from '../src/api/search-query-ids';
import { SearchPage } from '../src/features/search-page/search-page';
import { variantFixture } from './catalogue-fixtures';

const queryId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const answer = (ids: number[], count: number, categories: SearchResponse['categories'] = []): SearchResponse => ({
  variants: ids.map((id) => variantFixture(id, { title: `Bauzaun ${id}` })),
  categories,
  count,
  query_id: queryId,
});
const fences = {
  categoryid: 1,
  parentid: null,
  slug: 'fences',
  title: 'Fences',
  iconPicture: null,
  variantCount: 120,
  category_pictures: [],
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const mockSearch = (routes: Record<string, unknown>) =>
  mockFetch({ '/search/register_click': { status: 204, body: undefined }, ...routes });
const searchCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/search/new/')).map((call) => call.path);

const renderPage = (route: string) => renderRoutes(route, { '/new_search': <SearchPage />, '*': null });

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useConsentStore.setState({ consent: null });
  forgetQueryIds();
});

describe('SearchPage', () => {
  it('counts one product of a matching category and many, in Finnish words and numbers', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    const gates = { ...fences, categoryid: 2, slug: 'gates', title: 'Portit', variantCount: 1 };
    mockSearch({ [searchPath('aita', 0, 10)]: answer([1], 1, [gates, { ...fences, variantCount: 1200 }]) });
    renderPage('/new_search?search=aita');
    const categories = await screen.findAllByTestId('search-page-category');
    expect(categories.map((link) => link.querySelector('.search-category__count')?.textContent)).toEqual([
      '1 tuote',
      '1\u00a0200 tuotetta',
    ]);
  });

  it('lists 10 results of the term with the count, the matching categories, title and breadcrumbs', async () => {
    mockSearch({ [searchPath('zaun', 0, 10)]: answer(range(1, 10), 23, [fences]) });
    renderPage('/new_search?search=zaun');

    const cards = await screen.findAllByTestId('variant-card');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByTestId('variant-link')).toHaveAttribute('href', '/variant/1');
    expect(screen.getByTestId('search-title')).toHaveTextContent('Search results for “zaun”');
    expect(screen.getByTestId('search-count')).toHaveTextContent('Products found: 23');
    expect(screen.getByTestId('search-page-category')).toHaveAttribute('href', '/categories/fences');
    expect(document.title).toBe('Search: zaun | Nordbau');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('“zaun”'),
    );
    expect(useUiStore.getState().breadcrumbs).toEqual([{ label: 'Search: zaun', href: '/new_search?search=zaun' }]);
    // 23 results at 10 a page: three pages.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('keeps the page in the address, left out for page 1, and asks for skip = (page - 1) * 10', async () => {
    const calls = mockSearch({
      [searchPath('zaun', 0, 10)]: answer(range(1, 10), 23),
      // Page 2 continues the query page 1 was registered under.
      [searchPath('zaun', 10, 10, queryId)]: answer(range(11, 20), 23),
    });
    renderPage('/new_search?search=zaun');
    await screen.findAllByTestId('variant-card');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/new_search?search=zaun&page=2');
    await waitFor(() =>
      expect(within(screen.getAllByTestId('variant-card')[0]!).getByTestId('variant-link')).toHaveAttribute(
        'href',
        '/variant/11',
      ),
    );
    expect(searchCalls(calls)).toEqual([searchPath('zaun', 0, 10), searchPath('zaun', 10, 10, queryId)]);

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByTestId('location').textContent).toBe('/new_search?search=zaun');
  });

  it('registers each clicked result with its position under the query id of the search answer', async () => {
    const calls = mockSearch({ [searchPath('zaun', 10, 10)]: answer(range(11, 20), 23) });
    renderPage('/new_search?search=zaun&page=2');
    const cards = await screen.findAllByTestId('variant-card');
    await waitFor(() => expect(screen.getByTestId('search-results')).toHaveAttribute('data-term', 'zaun'));
    expect(calls.filter((call) => call.path === '/search/register_query')).toEqual([]);
    fireEvent.click(within(cards[2]!).getByTestId('variant-link'));
    await waitFor(() => expect(calls.some((call) => call.path === '/search/register_click')).toBe(true));
    const click = calls.find((call) => call.path === '/search/register_click');
    expect(JSON.parse(String(click?.init?.body))).toEqual({
      query_id: queryId,
      result_pos: 13,
      variant_id: 13,
      add_to_cart: false,
    });
  });

  it('continues the query the header search registered for the term instead of registering it again', async () => {
    const headerQuery = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
    rememberQueryId('zaun', headerQuery);
    const calls = mockSearch({
      [searchPath('zaun', 0, 10, headerQuery)]: { ...answer(range(1, 10), 23), query_id: headerQuery },
    });
    renderPage('/new_search?search=zaun');
    const cards = await screen.findAllByTestId('variant-card');
    expect(searchCalls(calls)).toEqual([searchPath('zaun', 0, 10, headerQuery)]);
    fireEvent.click(within(cards[0]!).getByTestId('variant-link'));
    await waitFor(() => expect(calls.some((call) => call.path === '/search/register_click')).toBe(true));
    const click = calls.find((call) => call.path === '/search/register_click');
    expect(JSON.parse(String(click?.init?.body))).toMatchObject({ query_id: headerQuery, result_pos: 1 });
  });

  it('shows the empty result with a hint, a contact button and a phone button', async () => {
    mockSearch({ [searchPath('qwzx', 0, 10)]: answer([], 0) });
    renderPage('/new_search?search=qwzx');
    const empty = await screen.findByTestId('search-empty');
    expect(empty).toHaveTextContent('No results for “qwzx”');
    expect(empty).toHaveTextContent('Try another term or contact us');
    expect(within(empty).getByTestId('search-contact')).toHaveAttribute('href', '/contact');
    expect(within(empty).getByRole('link', { name: 'Call us: +358 9 4242 1000' })).toHaveAttribute(
      'href',
      'tel:+358942421000',
    );
    expect(screen.queryByTestId('listing-pager')).not.toBeInTheDocument();
  });

  it('asks for a longer term instead of searching when it has fewer than 3 characters', async () => {
    const calls = mockSearch({});
    renderPage('/new_search?search=za');
    expect(screen.getByTestId('search-prompt')).toHaveTextContent('Enter at least 3 characters');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searchCalls(calls)).toEqual([]);
  });
});
