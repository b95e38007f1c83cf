import { useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAddToCart } from '../src/features/add-to-cart/use-add-to-cart';
import { cartUuid as uuid, countedCart } from './helpers/orders';

function AddButton() {
  const { addToCart, isAdding } = useAddToCart();
  return (
    <button type="button" disabled={isAdding} onClick={() => addToCart({ variantId: 42, amount: 3 })}>
      add
    </button>
  );
}

describe('useAddToCart', () => {
  let calls: ReturnType<typeof mockFetch> = [];
  const bodyOf = (i: number) => JSON.parse(String(calls[i]?.init?.body));
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useCartStore.setState({ cartUuid: null, cartLength: 0 });
    useUiStore.setState({ notifications: [] });
  });

  const answer = (status: number, body: unknown) => (calls = mockFetch({ '/orders/add': { status, body } }));

  it('creates the cart on the first add and remembers it with its count', async () => {
    answer(200, countedCart(3));
    renderWithProviders(<AddButton />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(useCartStore.getState()).toMatchObject({ cartUuid: uuid, cartLength: 3 }));
    expect(calls[0]?.path).toBe('/orders/add');
    expect(bodyOf(0)).toEqual({ variantId: 42, amount: 3, isProduction: true });
    expect(useUiStore.getState().notifications.map((n) => n.message)).toContain('Added to the cart');
  });

  it('adds to the remembered cart', async () => {
    useCartStore.setState({ cartUuid: uuid, cartLength: 3 });
    answer(200, countedCart(6));
    renderWithProviders(<AddButton />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(useCartStore.getState().cartLength).toBe(6));
    expect(bodyOf(0)).toMatchObject({ uuid });
  });

  it('shows the server’s reason when the add is refused', async () => {
    answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'CART_REFUSED',
      message: "The quantity is below the product's minimum order quantity.",
    });
    renderWithProviders(<AddButton />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() =>
      expect(useUiStore.getState().notifications.map((n) => n.message)).toContain(
        "The quantity is below the product's minimum order quantity.",
      ),
    );
    expect(useCartStore.getState().cartUuid).toBeNull();
  });
});
