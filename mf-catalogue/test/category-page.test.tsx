import { useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch, pageWithEmbeddedAnswers } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listingSearch } from '../src/api/listing';
import { CategoryPage } from '../src/features/category-page/category-page';
import { decodeListingState, encodeListingState } from '../src/features/category-page/url-state';

const variant = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  code: `FE-${id}`,
  title,
  sale_price: 12345,
  min_order: 1,
  supplier: { id: 1, name: 'Supplier', slug: 'supplier' },
  availability: 'available',
  description: '',
  delivery_estimate: { kind: 'range', min: 2, max: 4 },
  products: { id: 1, slug: 'fence', title: 'Fence' },
  product_categories: [{ categoryid: 1, slug: 'fences', title: 'Fences' }],
  variant_pictures: [
    { id: 1, url: '/static/other.jpg', is_main: false },
    { id: 2, url: '/static/main.jpg', is_main: true },
  ],
  ...extra,
});

const facets = (chosenGreen: boolean) => ({
  count: chosenGreen ? 1 : 12,
  facets: [
    {
      key: 'colour',
      label: 'Colour',
      type: 'text',
      unit: null,
      values: [
        { value: 'green', label: 'Green', count: chosenGreen ? 1 : 5 },
        { value: 'red', label: 'Red', count: 0 },
      ],
      range: null,
    },
  ],
});

const roots = [
  {
    categoryid: 1,
    parentid: null,
    slug: 'fences',
    title: 'Fences',
    iconPicture: null,
    variantCount: 12,
    category_pictures: [],
  },
];
const byCategory = (query: Parameters<typeof listingSearch>[0]) =>
  `/productVariant/by-category/fences${listingSearch(query)}`;
const values = (f: Record<string, string> = {}) => `/productVariant/values/fences${listingSearch({ f })}`;

const renderPage = (route: string) =>
  renderRoutes(route, { '/shop': <CategoryPage />, '/categories/:slug': <CategoryPage /> });

describe('listing state in the address', () => {
  it('leaves defaults out: page 1, default sort, group view, no filters', () => {
    expect(encodeListingState({ page: 1, sort: 'default', view: 'group', f: {} }).toString()).toBe('');
    const params = encodeListingState({
      page: 3,
      sort: 'sale_price_desc',
      view: 'table',
      f: { colour: 'green', sale_price: { min: 100 } },
    });
    expect(params.get('page')).toBe('3');
    expect(params.get('sort')).toBe('sale_price_desc');
    expect(params.get('view')).toBe('table');
    expect(JSON.parse(params.get('f')!)).toEqual({ colour: 'green', sale_price: { min: 100 } });
    expect(decodeListingState(params)).toEqual({
      page: 3,
      sort: 'sale_price_desc',
      view: 'table',
      f: { colour: 'green', sale_price: { min: 100 } },
    });
  });

  it('keeps other parameters and drops array-valued filters from the address', () => {
    const params = encodeListingState(
      { page: 1, sort: 'default', view: 'group', f: { colour: ['a', 'b'] as unknown as string, size: 'L' } },
      new URLSearchParams('login=true&page=4'),
    );
    expect(params.get('login')).toBe('true');
    expect(params.has('page')).toBe(false);
    expect(JSON.parse(params.get('f')!)).toEqual({ size: 'L' });
  });

  it('reads a broken address as the defaults', () => {
    expect(decodeListingState(new URLSearchParams('page=-2&sort=nonsense&view=list&f={oops'))).toEqual({
      page: 1,
      sort: 'default',
      view: 'group',
      f: {},
    });
    expect(decodeListingState(new URLSearchParams('page=2.5&f=[1]')).page).toBe(1);
    expect(decodeListingState(new URLSearchParams('f={"colour":["a"],"size":"L"}')).f).toEqual({ size: 'L' });
  });
});

describe('CategoryPage', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));
  afterEach(() => pageWithEmbeddedAnswers('en', {}));

  it('renders the variants and facets the gateway embedded in the page in its first render, without skeletons', () => {
    mockFetch({});
    pageWithEmbeddedAnswers('en', {
      '/category/rootCategories': roots,
      '/productVariant/by-category/fences?range=[0,10]': { count: 12, variants: [variant(1, 'Green fence')] },
      '/productVariant/values/fences': facets(false),
    });
    renderPage('/categories/fences');
    expect(screen.queryByTestId('variants-loading')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('variant-card')).toHaveLength(1);
    expect(screen.getByTestId('variant-count')).toHaveTextContent('12 products');
    expect(screen.getByText('Green')).toBeInTheDocument();
  });

  it('shows skeletons, then the category with its variants, counts, facets (empty ones off) and head', async () => {
    const calls = mockFetch({
      '/category/rootCategories': roots,
      [byCategory({ range: [0, 10] })]: {
        count: 12,
        variants: [
          variant(1, 'Green fence'),
          variant(2, 'Red fence', { availability: 'out_of_stock', delivery_estimate: { kind: 'upTo', days: 5 } }),
        ],
      },
      [values()]: facets(false),
    });
    renderPage('/categories/fences');
    expect(screen.getByTestId('variants-loading')).toBeInTheDocument();

    const cards = await screen.findAllByTestId('variant-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('category-title')).toHaveTextContent('Fences');
    expect(screen.getByTestId('variant-count')).toHaveTextContent('12 products');
    expect(within(cards[0]!).getByTestId('variant-link')).toHaveAttribute('href', '/variant/1');
    expect(cards[0]).toHaveTextContent('€123.45 excl. VAT');
    expect(cards[0]).toHaveTextContent('Code FE-1');
    expect(cards[0]).toHaveTextContent('Delivery in 2–4 working days');
    expect(cards[1]).toHaveTextContent('Out of stock');
    expect(cards[1]).toHaveTextContent('Delivery within 5 working days');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/static/main.jpg');
    // 12 variants at 10 a page: two pages.
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    // The head follows client-side navigation, worded as the gateway sends it first.
    expect(document.title).toBe('Fences | Nordbau');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Fences: 12 products'),
    );

    const [green, red] = await screen.findAllByTestId('facet-value');
    expect(green!.closest('label')).toHaveTextContent('Green5');
    expect(red).toBeDisabled();
    expect(calls.some((c) => c.path === '/category/rootCategories')).toBe(true);
  });

  it.each([
    ['de', 1, 'Fences: 1 Produkt eines geprüften Lieferanten, Lieferung in 1-3 Werktagen.'],
    ['de', 1200, 'Fences: 1.200 Produkte geprüfter Lieferanten, Lieferung in 1-3 Werktagen.'],
    ['fi', 1, 'Fences: 1 tuote tarkastetulta toimittajalta, toimitus 1-3 arkipäivässä.'],
    ['fi', 1200, 'Fences: 1\u00a0200 tuotetta tarkastetuilta toimittajilta, toimitus 1-3 arkipäivässä.'],
  ] as const)(
    'describes the category in the head in %s with %d products in its form and number format',
    async (locale, count, text) => {
      useLocaleStore.setState({ locale });
      mockFetch({
        '/category/rootCategories': roots,
        [byCategory({ range: [0, 10] })]: { count, variants: [variant(1, 'Green fence')] },
        [values()]: facets(false),
      });
      renderPage('/categories/fences');
      await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', text));
    },
  );

  it('puts a chosen filter in the address, asks for that list and shows a chip; clear all removes it', async () => {
    const calls = mockFetch({
      '/category/rootCategories': roots,
      [byCategory({ range: [0, 10] })]: { count: 12, variants: [variant(1, 'Green fence'), variant(2, 'Red fence')] },
      [byCategory({ range: [10, 10] })]: { count: 12, variants: [variant(11, 'Fence K'), variant(12, 'Fence L')] },
      [byCategory({ f: { colour: 'green' }, range: [0, 10] })]: { count: 1, variants: [variant(1, 'Green fence')] },
      [values()]: facets(false),
      [values({ colour: 'green' })]: facets(true),
    });
    renderPage('/categories/fences?page=2');
    const [green] = await screen.findAllByTestId('facet-value');
    fireEvent.click(green!);

    // A new filter starts at page 1, which the address leaves out.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/categories/fences?f=${encodeURIComponent('{"colour":"green"}')}`,
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('variant-card')).toHaveLength(1));
    expect(calls.some((c) => c.path === byCategory({ f: { colour: 'green' }, range: [0, 10] }))).toBe(true);
    expect(screen.getByTestId('filter-chip')).toHaveTextContent('Colour: Green');

    fireEvent.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\/fences$/));
    expect(screen.queryByTestId('filter-chip')).not.toBeInTheDocument();
  });

  it('reports unticking a filter in the panel as Filter Cleared and removing its chip as Filter Removed', async () => {
    useConsentStore.setState({ consent: { functional: false, analytics: true } });
    const calls = mockFetch({
      '/category/rootCategories': roots,
      '/analytics/events': { status: 202, body: { accepted: true } },
      [byCategory({ range: [0, 10] })]: { count: 12, variants: [variant(1, 'Green fence'), variant(2, 'Red fence')] },
      [byCategory({ f: { colour: 'green' }, range: [0, 10] })]: { count: 1, variants: [variant(1, 'Green fence')] },
      [values()]: facets(false),
      [values({ colour: 'green' })]: facets(true),
    });
    const events = () =>
      calls.filter((c) => c.path === '/analytics/events').map((c) => JSON.parse(String(c.init?.body)).name);
    renderPage(`/categories/fences?f=${encodeURIComponent('{"colour":"green"}')}`);
    await screen.findByTestId('filter-chip');
    fireEvent.click((await screen.findAllByTestId('facet-value'))[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\/fences$/));
    fireEvent.click((await screen.findAllByTestId('facet-value'))[0]!);
    fireEvent.click(await screen.findByTestId('filter-chip'));
    await waitFor(() =>
      expect(events()).toEqual(expect.arrayContaining(['Filter Cleared', 'Filter Chosen', 'Filter Removed'])),
    );
    expect(events().filter((name) => name.startsWith('Filter'))).toEqual([
      'Filter Cleared',
      'Filter Chosen',
      'Filter Removed',
    ]);
    useConsentStore.setState({ consent: null });
  });

  it('reports each list seen once (not again in another view) and the filter panel opening and closing', async () => {
    useConsentStore.setState({ consent: { functional: false, analytics: true } });
    const calls = mockFetch({
      '/category/rootCategories': roots,
      '/analytics/events': { status: 202, body: { accepted: true } },
      [byCategory({ range: [0, 10] })]: { count: 12, variants: [variant(1, 'Green fence'), variant(2, 'Red fence')] },
      [byCategory({ range: [10, 10] })]: { count: 12, variants: [variant(11, 'Fence K'), variant(12, 'Fence L')] },
      [values()]: facets(false),
    });
    const events = () =>
      calls
        .filter((c) => c.path === '/analytics/events')
        .map((c) => JSON.parse(String(c.init?.body)) as { name: string; properties: Record<string, unknown> });
    renderPage('/categories/fences');
    await screen.findAllByTestId('variant-card');
    fireEvent.click(screen.getByTestId('view-table'));
    await screen.findAllByTestId('variant-row');
    fireEvent.click(screen.getByTestId('filters-toggle'));
    fireEvent.click(screen.getByTestId('filters-toggle'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('variant-list')).toHaveAttribute('data-page', '2'));
    await waitFor(() => expect(events().filter((e) => e.name === 'Variant List Viewed')).toHaveLength(2));
    expect(events().map((e) => e.name)).toEqual([
      'Variant List Viewed',
      'Product Listing Style Changed',
      'Filter Expanded',
      'Filter Collapsed',
      'Variant List Viewed',
    ]);
    expect(events()[4]!.properties).toEqual({ category: 'fences', page: 2, sort: 'default', filters: '{}', count: 12 });
    useConsentStore.setState({ consent: null });
  });

  it('reads page, sort and view from the address and asks for that page in that order as a table', async () => {
    const calls = mockFetch({
      '/category/rootCategories': roots,
      [byCategory({ range: [10, 10], sort: 'title_asc' })]: {
        count: 12,
        variants: [variant(11, 'Fence K'), variant(12, 'Fence L')],
      },
      [values()]: facets(false),
    });
    renderPage('/categories/fences?page=2&sort=title_asc&view=table');
    const rows = await screen.findAllByTestId('variant-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('FE-11');
    expect(screen.getByTestId('sort-select')).toHaveValue('title_asc');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((c) => c.path)).toContain(byCategory({ range: [10, 10], sort: 'title_asc' }));

    fireEvent.click(screen.getByTestId('view-group'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/categories/fences?page=2&sort=title_asc'),
    );
    expect(await screen.findAllByTestId('variant-card')).toHaveLength(2);

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'sale_price_desc' } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\/fences\?sort=sale_price_desc$/),
    );
  });

  it('says so when the category does not exist', async () => {
    mockFetch({ '/category/rootCategories': roots });
    renderPage('/categories/nothing-here');
    expect(await screen.findByTestId('category-not-found')).toHaveTextContent('This category does not exist');
  });

  it('/shop offers the root categories', async () => {
    mockFetch({ '/category/rootCategories': roots });
    renderPage('/shop');
    const tiles = await screen.findAllByTestId('root-category');
    expect(tiles[0]).toHaveAttribute('href', '/categories/fences');
  });
});
