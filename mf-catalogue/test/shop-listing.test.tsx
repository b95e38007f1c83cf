import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listingSearch } from '../src/api/listing';
import { CategoryPage } from '../src/features/category-page/category-page';

const chain = [
  { categoryid: 6, slug: 'gratings', title: 'Gratings' },
  { categoryid: 18, slug: 'steel-gratings', title: 'Steel gratings' },
  { categoryid: 37, slug: 'press-welded-gratings', title: 'Press-welded gratings' },
];

const variant = (id: number, categories = chain) => ({
  id,
  code: `SP-${id}`,
  title: `Press-welded grating ${id}`,
  sale_price: 4790 + id,
  min_order: 1,
  supplier: { id: 1, name: 'Harz Gitter GmbH', slug: 'harz-gitter-gmbh' },
  availability: 'available',
  description: '',
  delivery_estimate: { kind: 'range', min: 2, max: 4 },
  products: { id: 1, slug: 'press-welded-grating', title: 'Press-welded grating' },
  product_categories: categories,
  variant_pictures: [{ id: 1, url: '/static/images/products/g-1.svg', is_main: true }],
});

const category = (id: number, slug: string, title: string, variantCount: number, parentid: number | null = null) => ({
  categoryid: id,
  parentid,
  slug,
  title,
  iconPicture: { url: `/static/images/categories/${slug}.svg` },
  variantCount,
  category_pictures: [],
});

const facets = (count: number) => ({
  count,
  facets: [
    {
      key: 'load_class',
      label: 'Load class',
      type: 'text',
      unit: null,
      values: [
        { value: 'A15', label: 'A15', count: 7 },
        { value: 'B125', label: 'B125', count: 5 },
      ],
      range: null,
    },
  ],
});

const roots = [category(1, 'fences', 'Fences', 4000), category(6, 'gratings', 'Gratings', 1100)];
const all = (query: Parameters<typeof listingSearch>[0]) => `/productVariant/all${listingSearch(query)}`;
const valuesAll = (f: Record<string, string> = {}) => `/productVariant/values-all${listingSearch({ f })}`;
const byCategory = (slug: string, query: Parameters<typeof listingSearch>[0]) =>
  `/productVariant/by-category/${slug}${listingSearch(query)}`;

const renderPage = (route: string) =>
  renderRoutes(route, { '/shop': <CategoryPage />, '/categories/:slug': <CategoryPage /> });

const trail = () => useUiStore.getState().breadcrumbs.map((c) => `${c.label}|${c.href}`);

beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('/shop: the whole catalogue with the category listing', () => {
  it('lists every variant with facets, the root categories as tiles and paging of 10 in the address', async () => {
    const calls = mockFetch({
      '/category/rootCategories': roots,
      [all({ range: [0, 10] })]: { count: 10480, variants: Array.from({ length: 10 }, (_, i) => variant(i + 1)) },
      [all({ range: [10, 10] })]: { count: 10480, variants: [variant(11), variant(12)] },
      [valuesAll()]: facets(10480),
    });
    renderPage('/shop');
    expect(screen.getByTestId('variants-loading')).toBeInTheDocument();
    expect(await screen.findAllByTestId('variant-card')).toHaveLength(10);
    expect(screen.getByTestId('shop-page')).toBeInTheDocument();
    expect(screen.getByTestId('category-title')).toHaveTextContent('All products');
    expect(screen.getByTestId('variant-count')).toHaveTextContent('10,480 products');
    const tiles = within(await screen.findByTestId('subcategories')).getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(['/categories/fences', '/categories/gratings']);
    expect(tiles[1]).toHaveTextContent('1,100 products');
    expect(await screen.findAllByTestId('facet-value')).toHaveLength(2);
    expect(trail()).toEqual(['Shop|/shop']);

    // 1048 pages: the first, the neighbours and the last are offered.
    expect(screen.getByRole('button', { name: 'Page 1048' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?page=2$/));
    await waitFor(() => expect(screen.getAllByTestId('variant-card')).toHaveLength(2));
    expect(calls.map((c) => c.path)).toContain(all({ range: [10, 10] }));
  });

  it('filters the whole catalogue: the filter goes to the address and to both calls', async () => {
    const calls = mockFetch({
      '/category/rootCategories': roots,
      [all({ range: [0, 10] })]: { count: 12, variants: [variant(1), variant(2)] },
      [all({ f: { load_class: 'A15' }, range: [0, 10], sort: 'sale_price_desc' })]: {
        count: 7,
        variants: [variant(3)],
      },
      [valuesAll()]: facets(12),
      [valuesAll({ load_class: 'A15' })]: facets(7),
    });
    renderPage('/shop?sort=sale_price_desc&page=3');
    // The address asks for page 3 of a list the mock does not know: choose a filter from there.
    const [a15] = await screen.findAllByTestId('facet-value');
    fireEvent.click(a15!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/shop?sort=sale_price_desc&f=${encodeURIComponent('{"load_class":"A15"}')}`,
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('variant-card')).toHaveLength(1));
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        all({ f: { load_class: 'A15' }, range: [0, 10], sort: 'sale_price_desc' }),
        valuesAll({ load_class: 'A15' }),
      ]),
    );
    expect(screen.getByTestId('filter-chip')).toHaveTextContent('Load class: A15');
  });

  it('says the list failed (it is not a missing category) when the whole-catalogue call fails', async () => {
    mockFetch({
      '/category/rootCategories': roots,
      [all({ range: [0, 10] })]: { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } },
      [valuesAll()]: facets(0),
    });
    renderPage('/shop');
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('category-not-found')).not.toBeInTheDocument();
  });
});

describe('category page: ancestors and subcategories', () => {
  it('shows the subcategories with counts and the whole trail: Shop > ancestors > category', async () => {
    mockFetch({
      '/category/rootCategories': roots,
      '/category/by-slug/press-welded-gratings': {
        ...category(37, 'press-welded-gratings', 'Press-welded gratings', 42, 18),
        ancestors: chain.slice(0, 2),
        children: [category(38, 'press-welded-hdg', 'Hot-dip galvanised', 42, 37)],
      },
      [byCategory('press-welded-gratings', { range: [0, 10] })]: { count: 42, variants: [variant(1)] },
      '/productVariant/values/press-welded-gratings': facets(42),
    });
    renderPage('/categories/press-welded-gratings');
    const row = await screen.findByTestId('subcategories');
    const [tile] = within(row).getAllByRole('link');
    expect(tile).toHaveAttribute('href', '/categories/press-welded-hdg');
    expect(tile).toHaveTextContent('Hot-dip galvanised');
    expect(tile).toHaveTextContent('42 products');
    expect(screen.getByTestId('category-title')).toHaveTextContent('Press-welded gratings');
    await waitFor(() =>
      expect(trail()).toEqual([
        'Shop|/shop',
        'Gratings|/categories/gratings',
        'Steel gratings|/categories/steel-gratings',
        'Press-welded gratings|/categories/press-welded-gratings',
      ]),
    );
  });

  it('without the category call, takes title and trail from the listed variants, no subcategories', async () => {
    const deep = [...chain, { categoryid: 38, slug: 'press-welded-hdg', title: 'Hot-dip galvanised' }];
    mockFetch({
      '/category/rootCategories': roots,
      '/category/by-slug/steel-gratings': { status: 503, body: { statusCode: 503, error: 'x', message: 'x' } },
      [byCategory('steel-gratings', { range: [0, 10] })]: { count: 1, variants: [variant(1, deep)] },
      '/productVariant/values/steel-gratings': facets(1),
    });
    renderPage('/categories/steel-gratings');
    await screen.findAllByTestId('variant-card');
    expect(screen.getByTestId('category-title')).toHaveTextContent('Steel gratings');
    await waitFor(() =>
      expect(trail()).toEqual([
        'Shop|/shop',
        'Gratings|/categories/gratings',
        'Steel gratings|/categories/steel-gratings',
      ]),
    );
    expect(screen.queryByTestId('subcategories')).not.toBeInTheDocument();
  });
});
