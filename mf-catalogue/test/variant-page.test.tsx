import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { listingSearch } from '../src/api/listing';
import { rowLength } from '../src/features/home-rows/variant-rows';
import { VariantPage } from '../src/features/variant-page/variant-page';
import { variantDetailFixture, variantFixture } from './catalogue-fixtures';

const pictures = [
  { id: 11, url: '/static/images/side.svg', is_main: false },
  { id: 12, url: '/static/images/main.svg', is_main: true },
];

function renderPage(id: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/variant/:id" element={<VariantPage />} />
    </Routes>,
    { route: `/variant/${id}` },
  );
}

describe('VariantPage', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('shows the attributes, the main picture first and breadcrumbs down to the variant', async () => {
    mockFetch({
      '/productVariant/7': variantDetailFixture(7, {
        variant_pictures: pictures,
        attributes: [{ key: 'height_mm', label: 'Height', value: 1200, display: '1200 mm' }],
      }),
      '/product/parent-sets/7': [],
    });
    renderPage(7);
    const main = await screen.findByTestId('main-picture');
    expect(main.querySelector('img')).toHaveAttribute('src', '/static/images/main.svg');
    expect(screen.getByTestId('attributes')).toHaveTextContent('Height1200 mm');
    expect(useUiStore.getState().breadcrumbs.at(-1)).toEqual({ label: 'Mobile fence panel 7', href: '/variant/7' });
  });

  it('zooms from 1 to 8 by buttons and wheel, and closes the zoom by Escape, backdrop and button', async () => {
    mockFetch({
      '/productVariant/7': variantDetailFixture(7, { variant_pictures: pictures }),
      '/product/parent-sets/7': [],
    });
    renderPage(7);
    fireEvent.click(await screen.findByTestId('main-picture'));
    const level = screen.getByTestId('zoom-level');
    expect(level).toHaveTextContent('1×');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    for (let step = 0; step < 10; step += 1) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('8×');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    const stage = screen.getByRole('dialog').querySelector('.zoom-modal__stage')!;
    fireEvent.wheel(stage, { deltaY: 100 });
    expect(level).toHaveTextContent('7×');
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(level).toHaveTextContent('8×');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('zoom-modal')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('main-picture'));
    fireEvent.click(screen.getByTestId('zoom-backdrop'));
    expect(screen.queryByTestId('zoom-modal')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('main-picture'));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('1×');
    fireEvent.click(screen.getByTestId('zoom-close'));
    expect(screen.queryByTestId('zoom-modal')).not.toBeInTheDocument();
  });

  it('has nothing to open when the variant has no picture', async () => {
    mockFetch({ '/productVariant/8': variantDetailFixture(8), '/product/parent-sets/8': [] });
    renderPage(8);
    expect(await screen.findByTestId('no-picture')).toHaveTextContent('No picture');
    expect(screen.queryByTestId('main-picture')).not.toBeInTheDocument();
  });

  it('says that an unknown variant does not exist, with the not-found help and no retry', async () => {
    mockFetch({
      '/productVariant/999999': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'error.not_found' },
      },
      [`/productVariant/popular${listingSearch({ range: [0, rowLength] })}`]: [variantFixture(3)],
    });
    renderPage(999999);
    expect(await screen.findByRole('heading', { level: 1, name: 'This product variant does not exist' })).toBeVisible();
    expect(screen.getByText('Tip: the product menu at the top lists all categories.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the front page' })).toHaveAttribute('href', '/');
    expect(await screen.findByTestId('variant-row-card')).toHaveAttribute('href', '/variant/3');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(useUiStore.getState().breadcrumbs).toEqual([
      { label: 'This product variant does not exist', href: '/variant/999999' },
    ]);
  });
});
