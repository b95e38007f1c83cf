import { useCartActionsStore, useLocaleStore, useRemoteStatusStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AddToCartButton } from '../src/features/add-to-cart/add-to-cart-button';

describe('AddToCartButton', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useCartActionsStore.setState({ addToCart: null });
    useRemoteStatusStore.setState({ unavailable: {} });
  });

  it('waits, disabled, until mf-cart has provided the action, then sends the request to it', async () => {
    renderWithProviders(<AddToCartButton variantId={7} amount={2} title="Fence" priceCents={4790} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    let finish = () => {};
    const addToCart = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => useCartActionsStore.setState({ addToCart }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith({ variantId: 7, amount: 2, title: 'Fence', priceCents: 4790 });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-busy', 'true');
    act(() => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  });

  it('says the cart is unavailable when the shell could not load mf-cart', () => {
    useRemoteStatusStore.setState({ unavailable: { cart: true } });
    renderWithProviders(<AddToCartButton variantId={7} amount={1} />);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).not.toHaveTextContent('Add to cart');
  });
});
