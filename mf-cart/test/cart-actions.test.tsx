import { useCartActionsStore, useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { CartActions } from '../src/features/add-to-cart/cart-actions';
import { CartButton } from '../src/features/cart-button/cart-button';
import { cartUuid as uuid, countedCart } from './helpers/orders';

describe('CartActions: how other remotes add to the cart', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useCartStore.setState({ cartUuid: null });
    useUiStore.setState({ notifications: [] });
    useCartActionsStore.setState({ addToCart: null });
  });

  it('provides add-to-cart while mounted: a request from another remote fills the cart and its count', async () => {
    mockFetch({ '/orders/add': { status: 200, body: countedCart(4) }, [`/orders/by-id/${uuid}`]: countedCart(4) });
    const { unmount } = renderWithProviders(
      <>
        <CartButton />
        <CartActions />
      </>,
    );
    await waitFor(() => expect(useCartActionsStore.getState().addToCart).not.toBeNull());
    await act(() => useCartActionsStore.getState().addToCart!({ variantId: 42, amount: 4 }));
    expect(useCartStore.getState().cartUuid).toBe(uuid);
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('4');
    expect(useUiStore.getState().notifications.map((n) => n.message)).toContain('Added to the cart');
    unmount();
    expect(useCartActionsStore.getState().addToCart).toBeNull();
  });

  it('rejects the request the cart refused, after telling the buyer why', async () => {
    const message = 'Below the minimum of 5';
    mockFetch({
      '/orders/add': { status: 400, body: { statusCode: 400, error: 'Bad Request', code: 'CART_REFUSED', message } },
    });
    renderWithProviders(<CartActions />);
    await waitFor(() => expect(useCartActionsStore.getState().addToCart).not.toBeNull());
    await act(async () => {
      await expect(useCartActionsStore.getState().addToCart!({ variantId: 42, amount: 1 })).rejects.toBeDefined();
    });
    expect(useUiStore.getState().notifications.map((n) => n.message)).toContain(message);
    expect(useCartStore.getState().cartUuid).toBeNull();
  });
});
