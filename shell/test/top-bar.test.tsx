import { useCartStore, useLocaleStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { TopBar } from '../src/layout/header/top-bar';

const cart = '0b7c3f7e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';

describe("the header's 'Request a quote'", () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));
  afterEach(() => useCartStore.setState({ cartUuid: null }));

  it("leads to the quote request under the buyer's cart, not to the contact form", () => {
    useCartStore.setState({ cartUuid: cart });
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      `/cart/${cart}#quote-request`,
    );
  });

  it('leads a visitor without a cart to the empty cart, which says how to ask for a quote', () => {
    useCartStore.setState({ cartUuid: null });
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/cart/new#quote-request');
  });
});
