import { useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAddToCart } from '../src/features/add-to-cart/use-add-to-cart';
import { CartButton } from '../src/features/cart-button/cart-button';
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
    useCartStore.setState({ cartUuid: null });
    useUiStore.setState({ notifications: [] });
  });

  /** The add's answer; the cart, once it exists, answers as it was before the add (`before` lines). */
  const answer = (status: number, body: unknown, before = 0) =>
    (calls = mockFetch({ '/orders/add': { status, body }, [`/orders/by-id/${uuid}`]: countedCart(before) }));

  it("creates the cart on the first add, remembers it and shows the answer's count in the header", async () => {
    answer(200, countedCart(3), 3);
    renderWithProviders(
      <>
        <CartButton />
        <AddButton />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('3');
    expect(useCartStore.getState().cartUuid).toBe(uuid);
    expect(document.cookie).toContain(`cart_id=${uuid}`);
    expect(calls[0]?.path).toBe('/orders/add');
    expect(bodyOf(0)).toEqual({ variantId: 42, amount: 3, isProduction: true });
    expect(useUiStore.getState().notifications.map((n) => n.message)).toContain('Added to the cart');
  });

  it('adds to the remembered cart', async () => {
    useCartStore.setState({ cartUuid: uuid });
    answer(200, countedCart(6), 3);
    renderWithProviders(
      <>
        <CartButton />
        <AddButton />
      </>,
    );
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('6'));
    expect(bodyOf(calls.findIndex((call) => call.path === '/orders/add'))).toMatchObject({ uuid });
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
