import { useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAddToCart } from '../src/features/add-to-cart/use-add-to-cart';

const uuid = '3f1c2a9e-5b7d-4c8e-9a1b-2c3d4e5f6a7b';

function AddButton() {
  const { addToCart, isAdding } = useAddToCart();
  return (
    <button type="button" disabled={isAdding} onClick={() => addToCart({ variantId: 42, amount: 3 })}>
      add
    </button>
  );
}

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
    answer(200, cart(3));
    renderWithProviders(<AddButton />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(useCartStore.getState()).toMatchObject({ cartUuid: uuid, cartLength: 3 }));
    expect(calls[0]?.path).toBe('/orders/add');
    expect(bodyOf(0)).toEqual({ variantId: 42, amount: 3, isProduction: true });
    expect(useUiStore.getState().notifications.map((n) => n.message)).toContain('Added to the cart');
  });

  it('adds to the remembered cart', async () => {
    useCartStore.setState({ cartUuid: uuid, cartLength: 3 });
    answer(200, cart(6));
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
