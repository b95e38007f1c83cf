/**
 * @jest-environment node
 */
// The cart's first-paint components render without a DOM (see shell/test/server-render.test.tsx).
import { renderWithRequestState } from '@shop/state/server';
import { renderOnServer } from '@shop/ui/testing/server';
import CartButton from '../src/features/cart-button/cart-button';
import CheckoutPage from '../src/features/checkout/checkout-page';
import { SharedBasket } from '../src/features/checkout/shared-basket';
import { cartUuid, checkoutCart, countedCart } from './helpers/orders';

const cartPage = (route: string) => renderOnServer(<CheckoutPage />, { route, path: '/cart/:uuid' });

describe('the cart on a server', () => {
  it('renders the header cart button as a link to the cart', () => {
    const html = renderOnServer(<CartButton />);
    expect(html).toContain('data-testid="cart-button"');
    expect(html).toContain('href="/cart/new"');
  });

  it.each([
    ['a cart being filled', countedCart(3), '3 Artikel im Warenkorb'],
    ['an order already sent', { ...countedCart(3), order_status: 'confirmed', order_number: 'NB-100001' }, 'Warenkorb'],
    ['a sent cart that moved on', { ...countedCart(3), goto: '0b9c9f52-5d7f-4c5c-9a39-2f7f2d1f3a41' }, 'Warenkorb'],
    ['an answer that is no cart', { length: 3 }, 'Warenkorb'],
  ])("renders the badge with the page's answer for the buyer's cart: %s", async (_, cart, name) => {
    const html = await renderWithRequestState(
      {
        locale: 'de',
        cookie: `cart_id=${cartUuid}`,
        answers: { locale: 'de', calls: { [`/orders/by-id/${cartUuid}`]: cart } },
      },
      async () => renderOnServer(<CartButton />),
    );
    expect(html).toContain(`aria-label="${name}"`);
    expect(html.includes('data-testid="cart-badge"')).toBe(name !== 'Warenkorb');
  });

  it("renders no badge from an answer for another buyer's cart", async () => {
    const html = await renderWithRequestState(
      {
        locale: 'de',
        cookie: 'cart_id=0b9c9f52-5d7f-4c5c-9a39-2f7f2d1f3a41',
        answers: { locale: 'de', calls: { [`/orders/by-id/${cartUuid}`]: countedCart(3) } },
      },
      async () => renderOnServer(<CartButton />),
    );
    expect(html).not.toContain('data-testid="cart-badge"');
  });

  it("renders a cart's page in its loading state while its answer is not there", () => {
    const html = cartPage('/cart/0b9c9f52-5d7f-4c5c-9a39-2f7f2d1f3a41');
    expect(html).toContain('ui-skeleton');
    expect(html).not.toContain('data-testid="cart-empty"');
  });

  it('renders the empty cart for an address that cannot be a cart', () => {
    expect(cartPage('/cart/new')).toContain('data-testid="cart-empty"');
  });

  it('renders a shared basket with its copy-link button, which needs no page address until it is clicked', () => {
    const html = renderOnServer(<SharedBasket basket={{ ...checkoutCart, shared: true }} />);
    expect(html).toContain('data-testid="shared-link-copy"');
    expect(html).toContain('data-testid="take-shared"');
  });
});
