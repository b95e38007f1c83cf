import type { SearchResponse } from '@shop/contracts';
import { useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch, type RecordedCall } from '@shop/state/testing';
import { LocationProbe, renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mergeSearchPages, searchPath } from '../src/api/search';
import { forgetQueryIds, queryIdOf } from '../src/api/search-query-ids';
import { SearchBar } from '../src/features/search-bar/search-bar';
import { useSearchBarStore } from '../src/features/search-bar/search-bar-store';
import { tabFor } from '../src/features/search-bar/search-rules';
import { variantFixture } from './catalogue-fixtures';

const queryId = '4f1c2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const category = (categoryid: number, title: string, variantCount = 42) => ({
  categoryid,
  parentid: null,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  iconPicture: null,
  variantCount,
  category_pictures: [],
});

const answer = (ids: number[], count: number, categories: SearchResponse['categories'] = []): SearchResponse => ({
  variants: ids.map((id) => variantFixture(id, { title: `Bauzaun ${id}` })),
  categories,
  count,
  query_id: queryId,
});

/** The search answers of a test; clicks are always taken. */
const mockSearch = (routes: Record<string, unknown>) =>
  mockFetch({ '/search/register_click': { status: 204, body: undefined }, ...routes });

const searchCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/search/new/')).map((call) => call.path);
const postsTo = (calls: RecordedCall[], path: string) =>
  calls
    .filter((call) => call.path === path)
    .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

const renderBar = () =>
  renderWithProviders(
    <>
      <SearchBar />
      <LocationProbe />
    </>,
  );

const input = () => screen.getByRole('combobox', { name: 'Search the shop' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

/** Lets the answered fetch (a promise) reach the screen. */
const settle = () => act(async () => {});

/** IntersectionObserver stand-in: tests scroll the load-more marker into view by hand. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const scrollToMarker = () =>
  act(async () => {
    for (const { callback, targets } of [...observers]) {
      callback(
        targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });

beforeEach(() => {
  jest.useFakeTimers();
  useLocaleStore.setState({ locale: 'en' });
  useConsentStore.setState({ consent: null });
  useSearchBarStore.getState().reset();
  forgetQueryIds();
  observers = [];
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('search bar debounce', () => {
  it('does not search before 300 ms without typing, then searches once for the whole word', async () => {
    const calls = mockSearch({
      [searchPath('zaun', 0, 5)]: answer([1, 2], 2),
    });
    renderBar();
    type('zau');
    await advance(100);
    type('zaun');
    await advance(299);
    expect(searchCalls(calls)).toEqual([]);

    await advance(1);
    await settle();
    expect(searchCalls(calls)).toEqual([searchPath('zaun', 0, 5)]);
    expect(await screen.findAllByTestId('search-variant')).toHaveLength(2);
  });

  it('restarts the 300 ms wait on every keystroke', async () => {
    const calls = mockSearch({ [searchPath('zaunpfosten', 0, 5)]: answer([1], 1) });
    renderBar();
    for (const text of ['zau', 'zaun', 'zaunp', 'zaunpf', 'zaunpfosten']) {
      type(text);
      await advance(250);
    }
    // 1250 ms since the first keystroke, but never 300 ms of quiet.
    expect(searchCalls(calls)).toEqual([]);
    await advance(50);
    await settle();
    expect(searchCalls(calls)).toEqual([searchPath('zaunpfosten', 0, 5)]);
  });

  it('never searches with fewer than 3 characters (spaces do not count) and shows a hint instead', async () => {
    const calls = mockSearch({});
    renderBar();
    for (const text of ['z', 'za', '  za  ']) {
      type(text);
      await advance(1000);
    }
    expect(searchCalls(calls)).toEqual([]);
    expect(screen.getByTestId('search-hint')).toHaveTextContent('Type at least 3 characters to search.');
    expect(screen.queryByTestId('search-variant')).not.toBeInTheDocument();
  });

  it('clears the results at once when the query is emptied, without searching again', async () => {
    const calls = mockSearch({ [searchPath('zaun', 0, 5)]: answer([1, 2, 3], 3) });
    renderBar();
    type('zaun');
    await advance(300);
    expect(await screen.findAllByTestId('search-variant')).toHaveLength(3);

    type('');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await advance(1000);
    expect(searchCalls(calls)).toHaveLength(1);
  });
});

describe('search bar tabs', () => {
  it('counts one product of a category and many, in the number format of the language', async () => {
    mockSearch({
      [searchPath('gitter', 0, 5)]: answer([], 0, [category(3, 'Gratings', 1), category(4, 'Grating steps', 1200)]),
    });
    renderBar();
    type('gitter');
    await advance(300);
    const categories = await screen.findAllByTestId('search-category');
    expect(categories.map((option) => option.querySelector('.search-option__meta')?.textContent)).toEqual([
      '1 product',
      '1,200 products',
    ]);
  });

  it('switches to Categories when a term finds no variants but categories', async () => {
    useConsentStore.setState({ consent: { functional: true, analytics: true } });
    const calls = mockSearch({
      [searchPath('gitter', 0, 5)]: answer([], 0, [category(3, 'Gratings'), category(4, 'Grating steps')]),
      '/analytics/events': { status: 202, body: { accepted: true } },
    });
    renderBar();
    type('gitter');
    await advance(300);
    const categories = await screen.findAllByTestId('search-category');
    expect(screen.getByRole('tab', { name: 'Categories (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Products (0)' })).toHaveAttribute('aria-selected', 'false');
    expect(categories[0]).toHaveAttribute('href', '/categories/gratings');

    fireEvent.click(categories[1]!);
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/grating-steps');
    const clicked = postsTo(calls, '/analytics/events').find((e) => e.name === 'Category Clicked');
    expect(clicked?.properties).toMatchObject({ query: 'gitter', category: 'grating-steps', position: 2 });
    // A category is no variant: no ranking click for it.
    expect(postsTo(calls, '/search/register_click')).toEqual([]);
  });

  it('stays on Products when there are variants, even with matching categories', async () => {
    mockSearch({ [searchPath('zaun', 0, 5)]: answer([1], 1, [category(1, 'Fences')]) });
    renderBar();
    type('zaun');
    await advance(300);
    await screen.findAllByTestId('search-variant');
    expect(screen.getByRole('tab', { name: 'Products (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('search-category')).not.toBeInTheDocument();
  });

  it('goes back to Products for the next term after the buyer chose Categories', async () => {
    mockSearch({
      [searchPath('zaun', 0, 5)]: answer([1], 1, [category(1, 'Fences')]),
      [searchPath('rohr', 0, 5)]: answer([7], 1, [category(2, 'Pipes')]),
    });
    renderBar();
    type('zaun');
    await advance(300);
    await screen.findAllByTestId('search-variant');
    fireEvent.click(screen.getByRole('tab', { name: 'Categories (1)' }));
    expect(screen.getByTestId('search-category')).toHaveTextContent('Fences');

    type('rohr');
    await advance(300);
    await settle();
    expect(await screen.findByRole('tab', { name: 'Products (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('picks the tab by the rule: Categories only without variants and with categories', () => {
    expect(tabFor({ variants: [], categories: [1] })).toBe('categories');
    expect(tabFor({ variants: [1], categories: [1] })).toBe('products');
    expect(tabFor({ variants: [1], categories: [] })).toBe('products');
    expect(tabFor({ variants: [], categories: [] })).toBe('products');
  });
});

describe('search bar paging', () => {
  it('merges pages by variant id: a variant on two pages is listed once, in its first place', () => {
    const merged = mergeSearchPages([
      answer([1, 2, 3, 4, 5], 9, [category(1, 'Fences')]),
      answer([5, 6, 7, 8, 9], 9, [category(1, 'Fences'), category(2, 'Gates')]),
    ]);
    expect(merged.variants.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(merged.categories.map((c) => c.categoryid)).toEqual([1, 2]);
    expect(merged.count).toBe(9);
    expect(merged.query_id).toBe(queryId);
  });

  it('loads the next 5 when the load-more marker scrolls into view and shows the merged rows once', async () => {
    const calls = mockSearch({
      [searchPath('zaun', 0, 5)]: answer([1, 2, 3, 4, 5], 9),
      // The ranking moved variant 5 down meanwhile: page 2 repeats it. It continues page 1's query.
      [searchPath('zaun', 5, 5, queryId)]: answer([5, 6, 7, 8, 9], 9),
    });
    renderBar();
    type('zaun');
    await advance(300);
    expect(await screen.findAllByTestId('search-variant')).toHaveLength(5);
    expect(searchCalls(calls)).toEqual([searchPath('zaun', 0, 5)]);

    expect(observers).toHaveLength(1);
    await scrollToMarker();
    await waitFor(() => expect(screen.getAllByTestId('search-variant')).toHaveLength(9));
    const rows = screen.getAllByTestId('search-variant');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => `/variant/${id}`),
    );
    expect(searchCalls(calls)).toEqual([searchPath('zaun', 0, 5), searchPath('zaun', 5, 5, queryId)]);
    // Everything of the count is loaded: no marker, nothing more to ask for.
    expect(screen.queryByTestId('search-load-more')).not.toBeInTheDocument();
  });
});

describe('search bar rows, registration and closing', () => {
  it('shows picture, title, code and price without VAT, linking to the variant page', async () => {
    const withPicture = {
      ...answer([1], 1),
      variants: [
        variantFixture(1, {
          title: 'Bauzaun 1',
          variant_pictures: [{ id: 9, url: '/static/fence.jpg', is_main: true }],
        }),
      ],
    };
    mockSearch({ [searchPath('zaun', 0, 5)]: withPicture });
    renderBar();
    type('zaun');
    await advance(300);
    const [row] = await screen.findAllByTestId('search-variant');
    expect(row).toHaveAttribute('href', '/variant/1');
    expect(row).toHaveTextContent('Bauzaun 1');
    expect(row).toHaveTextContent('Code BZ-000001');
    expect(within(row!).getByTestId('search-variant-price')).toHaveTextContent('€47.90excl. VAT');
    expect(row!.querySelector('img')).toHaveAttribute('src', '/static/fence.jpg');
  });

  it('registers each clicked variant and its position under the query id its search answered, resets', async () => {
    useConsentStore.setState({ consent: { functional: true, analytics: true } });
    const calls = mockSearch({
      [searchPath('zaun', 0, 5)]: answer([11, 12, 13], 3),
      '/analytics/events': { status: 202, body: { accepted: true } },
    });
    renderBar();
    type('zaun');
    await advance(300);
    const rows = await screen.findAllByTestId('search-variant');
    // The search answer registered the query itself: no second round trip for an id.
    expect(calls.filter((call) => call.path === '/search/register_query')).toEqual([]);
    // Enter would open the results page with this query.
    expect(queryIdOf('zaun')).toBe(queryId);

    fireEvent.click(rows[1]!);
    await settle();
    expect(postsTo(calls, '/search/register_click')).toEqual([
      { query_id: queryId, result_pos: 2, variant_id: 12, add_to_cart: false },
    ]);
    const events = postsTo(calls, '/analytics/events');
    expect(events.map((e) => e.name)).toEqual(['Catalogue Searched', 'Variant Clicked']);
    expect(events[0]!.properties).toMatchObject({ query: 'zaun', count: 3 });
    expect(screen.getByTestId('location')).toHaveTextContent('/variant/12');
    expect(input()).toHaveValue('');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
  });

  it('registers no click when the answer came without a query id (the address searched past its budget)', async () => {
    const calls = mockSearch({ [searchPath('zaun', 0, 5)]: { ...answer([11, 12], 2), query_id: undefined } });
    renderBar();
    type('zaun');
    await advance(300);
    fireEvent.click((await screen.findAllByTestId('search-variant'))[0]!);
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/variant/11');
    expect(postsTo(calls, '/search/register_click')).toEqual([]);
  });

  it('Enter opens /new_search with the query and resets the bar', async () => {
    useConsentStore.setState({ consent: { functional: true, analytics: true } });
    const calls = mockSearch({
      [searchPath('zaun', 0, 5)]: answer([1], 1),
      '/analytics/events': { status: 202, body: { accepted: true } },
    });
    renderBar();
    type('zaun');
    await advance(300);
    await screen.findAllByTestId('search-variant');
    fireEvent.submit(input().closest('form')!);
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/new_search?search=zaun');
    expect(input()).toHaveValue('');
    expect(postsTo(calls, '/analytics/events').map((e) => e.name)).toContain('All Search Results Opened');
  });

  it('Escape closes and empties the search; so does a press outside it', async () => {
    mockSearch({ [searchPath('zaun', 0, 5)]: answer([1], 1) });
    renderBar();
    type('zaun');
    await advance(300);
    await screen.findAllByTestId('search-variant');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveValue('');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();

    type('zaun');
    await advance(300);
    await screen.findAllByTestId('search-variant');
    fireEvent.pointerDown(screen.getByTestId('location'));
    expect(input()).toHaveValue('');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
  });

  it('arrow keys move through the options and Enter opens the chosen one', async () => {
    mockSearch({ [searchPath('zaun', 0, 5)]: answer([1, 2], 2) });
    renderBar();
    type('zaun');
    await advance(300);
    const rows = await screen.findAllByTestId('search-variant');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', rows[1]!.id);
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/variant/2');
  });
});
