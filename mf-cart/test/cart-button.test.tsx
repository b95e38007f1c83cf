import { useCartStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { CartButton } from '../src/features/cart-button/cart-button';
import { cartUuid as uuid, countedCart } from './helpers/orders';

describe('CartButton', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useCartStore.setState({ cartUuid: null });
  });

  /** The buyer's cart of `length` pieces, as the service answers it to the button's query. */
  function cartOf(length: number) {
    mockFetch({ [`/orders/by-id/${uuid}`]: countedCart(length) });
    useCartStore.setState({ cartUuid: uuid });
  }

  it('hides the badge when the cart is empty and links to a new cart', () => {
    renderWithProviders(<CartButton />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-button')).toHaveAttribute('href', '/cart/new');
  });

  it('shows the count badge at 3 items', async () => {
    cartOf(3);
    renderWithProviders(<CartButton />);
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('3');
  });

  it.each([
    ['de', 1, '1 Artikel im Warenkorb'],
    ['de', 3, '3 Artikel im Warenkorb'],
    ['en', 1, '1 item in cart'],
    ['en', 3, '3 items in cart'],
    ['fi', 1, '1 tuote ostoskorissa'],
    ['fi', 3, '3 tuotetta ostoskorissa'],
    ['et', 1, '1 toode ostukorvis'],
    ['et', 3, '3 toodet ostukorvis'],
    ['de', 1200, '1.200 Artikel im Warenkorb'],
    ['fi', 1200, '1\u00a0200 tuotetta ostoskorissa'],
  ] as const)('is announced with its count in %s, singular or plural (%i)', async (locale, count, name) => {
    useLocaleStore.setState({ locale });
    cartOf(count);
    renderWithProviders(<CartButton />);
    expect(await screen.findByRole('link', { name })).toBe(screen.getByTestId('cart-button'));
  });

  it('is announced as the cart alone while it is empty', () => {
    renderWithProviders(<CartButton />);
    expect(screen.getByRole('link', { name: 'Cart' })).toBe(screen.getByTestId('cart-button'));
  });

  it('loads the cart named by the cookie and shows its length', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: countedCart(4) });
    useCartStore.setState({ cartUuid: uuid });
    renderWithProviders(<CartButton />);
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('4');
    expect(screen.getByTestId('cart-button')).toHaveAttribute('href', `/cart/${uuid}`);
  });

  it('forgets a cart the server no longer knows (404)', async () => {
    mockFetch({});
    document.cookie = `cart_id=${uuid}; path=/`;
    useCartStore.setState({ cartUuid: uuid });
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(useCartStore.getState().cartUuid).toBeNull());
    expect(document.cookie).not.toContain('cart_id=');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('forgets a cart that was already sent as an order, so the next add starts a new cart', async () => {
    mockFetch({
      [`/orders/by-id/${uuid}`]: { ...countedCart(3), order_status: 'confirmed', order_number: 'NB-100001' },
    });
    useCartStore.setState({ cartUuid: uuid });
    renderWithProviders(<CartButton />);
    await waitFor(() => expect(useCartStore.getState().cartUuid).toBeNull());
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
