import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VariantPage } from '../src/features/variant-page/variant-page';
import { variantDetailFixture } from './catalogue-fixtures';

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
});
