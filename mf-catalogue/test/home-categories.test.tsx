import { useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HomeCategories } from '../src/features/home-categories/home-categories';

const category = (categoryid: number, slug: string, title: string, icon: string | null, variantCount: number) => ({
  categoryid,
  parentid: null,
  slug,
  title,
  iconPicture: icon ? { url: icon } : null,
  variantCount,
  category_pictures: [],
});

describe('HomeCategories', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('shows a fixed-size skeleton, then one tile per root category linking to its page', async () => {
    mockFetch({
      '/category/rootCategories': [
        category(1, 'fences', 'Fences', '/static/icons/fences.svg', 120),
        category(2, 'pipes', 'Pipes', null, 0),
      ],
    });
    renderWithProviders(<HomeCategories />);
    expect(screen.getByTestId('root-categories-loading')).toBeInTheDocument();

    const tiles = await screen.findAllByTestId('root-category');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveAttribute('href', '/categories/fences');
    expect(tiles[0]).toHaveTextContent('Fences');
    expect(tiles[0]).toHaveTextContent('120 products');
    expect(tiles[1]).toHaveTextContent('P'); // generated icon when there is no picture
    expect(tiles[1]).not.toHaveTextContent('products'); // no "0 products" before the catalogue is filled
    expect(screen.getByTestId('root-categories')).toHaveAttribute('data-remote', 'catalogue');
  });

  it.each([
    ['de', '1 Produkt', '1.200 Produkte'],
    ['fi', '1 tuote', '1\u00a0200 tuotetta'],
    ['en', '1 product', '1,200 products'],
    ['et', '1 toode', '1200 toodet'],
  ] as const)('counts one product and many in %s, in its number format', async (locale, one, many) => {
    useLocaleStore.setState({ locale });
    mockFetch({
      '/category/rootCategories': [category(1, 'gates', 'Gates', null, 1), category(2, 'fences', 'Fences', null, 1200)],
    });
    renderWithProviders(<HomeCategories />);
    const tiles = await screen.findAllByTestId('root-category');
    expect(tiles.map((tile) => tile.querySelector('.category-tile__count')?.textContent)).toEqual([one, many]);
  });

  it('reports a tile click as Category Clicked from the front page', async () => {
    useConsentStore.setState({ consent: { functional: false, analytics: true } });
    const calls = mockFetch({
      '/category/rootCategories': [category(1, 'fences', 'Fences', null, 120)],
      '/analytics/events': { status: 202, body: { accepted: true } },
    });
    renderWithProviders(<HomeCategories />);
    fireEvent.click(await screen.findByTestId('root-category'));
    await waitFor(() => expect(calls.some((c) => c.path === '/analytics/events')).toBe(true));
    const sent = calls.filter((c) => c.path === '/analytics/events').map((c) => JSON.parse(String(c.init?.body)));
    expect(sent).toEqual([{ name: 'Category Clicked', properties: { category: 'fences', from: 'home' } }]);
    useConsentStore.setState({ consent: null });
  });

  it('shows an error with retry when the answer does not match the contract', async () => {
    mockFetch({ '/category/rootCategories': [{ categoryid: 'x' }] });
    renderWithProviders(<HomeCategories />);
    expect(await screen.findByText('The product categories could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
