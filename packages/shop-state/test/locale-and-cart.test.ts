import type { Order } from '@shop/contracts';
import {
  badgeCount,
  cartQuery,
  getCookie,
  resetEmbeddedAnswers,
  useAuthStore,
  useCartStore,
  useLocaleStore,
} from '../src';
import { countedCart, pageWithEmbeddedAnswers } from '../src/testing';

describe('locale store', () => {
  it('switching the language stores it in the locale cookie', () => {
    useLocaleStore.getState().setLocale('fi');
    expect(useLocaleStore.getState().locale).toBe('fi');
    expect(getCookie('locale')).toBe('fi');
  });
});

describe('cart store', () => {
  it('remembers the cart in the cart_id cookie and forgets it on clear', () => {
    useCartStore.getState().setCartUuid('c0ffee00-0000-4000-8000-000000000001');
    expect(getCookie('cart_id')).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(useCartStore.getState().cartUuid).toBe('c0ffee00-0000-4000-8000-000000000001');
    useCartStore.getState().clearCart();
    expect(getCookie('cart_id')).toBeNull();
    expect(useCartStore.getState().cartUuid).toBeNull();
  });
});

describe("the header's count on a page the gateway rendered", () => {
  const uuid = 'c0ffee00-0000-4000-8000-000000000002';
  const countOnPage = (calls: Record<string, unknown>) => {
    pageWithEmbeddedAnswers('de', calls);
    const initialData = cartQuery(uuid).initialData as () => Order | undefined;
    return badgeCount(initialData());
  };
  beforeEach(() => useLocaleStore.setState({ locale: 'de' }));
  afterEach(() => {
    document.body.innerHTML = '';
    resetEmbeddedAnswers();
  });

  it("starts from the length of the buyer's cart the page embedded, as the server's render did", () => {
    expect(countOnPage({ [`/orders/by-id/${uuid}`]: countedCart(uuid, 4) })).toBe(4);
  });

  it('starts from 0 when the page embedded no answer for that cart', () => {
    const other = 'c0ffee00-0000-4000-8000-000000000003';
    expect(countOnPage({ [`/orders/by-id/${other}`]: countedCart(other, 4) })).toBe(0);
  });

  it.each([
    ['sent as an order', { order_status: 'confirmed', order_number: 'NB-100001' }],
    ['moved on to another cart', { goto: 'c0ffee00-0000-4000-8000-000000000004' }],
    ['without an id', { id: null }],
  ])('counts 0 for a cart %s', (_, change) => {
    expect(countOnPage({ [`/orders/by-id/${uuid}`]: { ...countedCart(uuid, 4), ...change } })).toBe(0);
  });
});

describe('auth store', () => {
  it('goes back from signup to password to passwordless (SPEC 4)', () => {
    const auth = useAuthStore.getState();
    auth.setView('signup');
    auth.back();
    expect(useAuthStore.getState().view).toBe('password');
    useAuthStore.getState().back();
    expect(useAuthStore.getState().view).toBe('passwordless');
  });
});
