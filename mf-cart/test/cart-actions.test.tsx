import { useCartActionsStore, useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { act, waitFor } from '@testing-library/react';
import { CartActions } from '../src/features/add-to-cart/cart-actions';

const uuid = '3f1c2a9e-5b7d-4c8e-9a1b-2c3d4e5f6a7b';
const cart = (length: number) => ({
  id: 5,
  uuid,
  user_id: null,
  items: [],
  order_status: 'created',
  delivery_methodid: 1,
  total_price: 0,
  total_delivery_price: 0,
  total_discount: 0,
  total_vat_price: 0,
  total_price_with_vat: 0,
  length,
  isOwnFreightAllowed: true,
  isProcessed: false,
  order_number: null,
});

describe('CartActions: how other remotes add to the cart', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useCartStore.setState({ cartUuid: null, cartLength: 0 });
    useUiStore.setState({ notifications: [] });
    useCartActionsStore.setState({ addToCart: null });
  });

  it('provides add-to-cart while mounted: a request from another remote fills the cart and its count', async () => {
    mockFetch({ '/orders/add': { status: 200, body: cart(4) } });
    const { unmount } = renderWithProviders(<CartActions />);
    await waitFor(() => expect(useCartActionsStore.getState().addToCart).not.toBeNull());
    await act(() => useCartActionsStore.getState().addToCart!({ variantId: 42, amount: 4 }));
    expect(useCartStore.getState()).toMatchObject({ cartUuid: uuid, cartLength: 4 });
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
    expect(useCartStore.getState().cartLength).toBe(0);
  });
});
