import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, within } from '@testing-library/react';
import { listingSearch } from '../src/api/listing';
import { rowLength, VariantRow } from '../src/features/home-rows/variant-rows';
import { variantFixture } from './catalogue-fixtures';

const variant = (id: number) => ({
  id,
  code: `SR-${id}`,
  title: `Steel pipe ${id}`,
  sale_price: 1990 + id,
  min_order: 1,
  supplier: { id: 1, name: 'Ruhr Stahl GmbH', slug: 'ruhr-stahl-gmbh' },
  availability: 'available',
  description: '',
  delivery_estimate: { kind: 'upTo', days: 3 },
  products: { id: 1, slug: 'steel-pipe', title: 'Steel pipe' },
  product_categories: [{ categoryid: 4, slug: 'pipes', title: 'Pipes' }],
  variant_pictures: id % 2 ? [{ id, url: `/static/images/products/steel-pipes-${id}.svg`, is_main: true }] : [],
});

beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('VariantRow (mf_catalogue/VariantRows)', () => {
  it('shows same-sized skeletons while loading, then cards with picture, title, net price and link', async () => {
    const calls = mockFetch({
      [`/productVariant/top${listingSearch({ range: [0, rowLength] })}`]: Array.from({ length: rowLength }, (_, i) =>
        variant(i + 1),
      ),
    });
    renderWithProviders(<VariantRow list="top" labelledBy="top-title" />);
    expect(screen.getAllByTestId('variant-row-skeleton')).toHaveLength(rowLength);
    const cards = await screen.findAllByTestId('variant-row-card');
    expect(cards).toHaveLength(rowLength);
    expect(cards[0]).toHaveAttribute('href', '/variant/1');
    expect(cards[0]).toHaveTextContent('Steel pipe 1');
    expect(cards[0]).toHaveTextContent('€19.91');
    expect(cards[0]).toHaveTextContent('excl. VAT');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/static/images/products/steel-pipes-1.svg');
    expect(within(cards[1]!).getByText('No picture')).toBeInTheDocument();
    // Skeletons and cards sit in the same list items, so the row keeps its size.
    expect(screen.getByTestId('variant-row-list')).toHaveAttribute('aria-labelledby', 'top-title');
    expect(screen.getByTestId('variant-row-top')).toHaveAttribute('aria-busy', 'false');
    expect(calls.map((c) => c.path)).toEqual([`/productVariant/top${listingSearch({ range: [0, rowLength] })}`]);
  });

  it('asks the popular ranking for the popular row and offers a retry when it fails', async () => {
    mockFetch({
      [`/productVariant/popular${listingSearch({ range: [0, rowLength] })}`]: {
        status: 500,
        body: { statusCode: 500, error: 'x', message: 'x' },
      },
    });
    renderWithProviders(<VariantRow list="popular" />);
    expect(await screen.findByText('These products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('VariantRow cards', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('set apart variants of one product by what their titles add to the product name', async () => {
    const product = { id: 5, slug: 'panel-5', title: 'Fence panel Pro 6/5/6' };
    mockFetch({
      [`/productVariant/popular${listingSearch({ range: [0, rowLength] })}`]: [1830, 2030].map((height, i) =>
        variantFixture(i + 1, { title: `Fence panel Pro 6/5/6, ${height} mm, 2.5 m`, products: product }),
      ),
    });
    renderWithProviders(<VariantRow list="popular" />);
    const cards = await screen.findAllByTestId('variant-row-card');
    expect(cards.map((card) => card.querySelector('.variant-row__distinction')?.textContent)).toEqual([
      '1830 mm, 2.5 m',
      '2030 mm, 2.5 m',
    ]);
    expect(within(cards[0]!).getByText('Fence panel Pro 6/5/6')).toHaveClass('variant-row__title');
  });
});
