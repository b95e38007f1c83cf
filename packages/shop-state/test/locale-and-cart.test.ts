import { embeddedAnswersElementId } from '@shop/contracts';
import { getCookie, useAuthStore, useCartStore, useLocaleStore } from '../src';

describe('locale store', () => {
  it('switching the language stores it in the locale cookie', () => {
    useLocaleStore.getState().setLocale('fi');
    expect(useLocaleStore.getState().locale).toBe('fi');
    expect(getCookie('locale')).toBe('fi');
  });
});

describe('cart store', () => {
  it('remembers the cart in the cart_id cookie and forgets it on clear', () => {
    useCartStore.getState().setCart({ uuid: 'c0ffee00-0000-4000-8000-000000000001', length: 2 });
    expect(getCookie('cart_id')).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(useCartStore.getState().cartLength).toBe(2);
    useCartStore.getState().clearCart();
    expect(getCookie('cart_id')).toBeNull();
    expect(useCartStore.getState()).toMatchObject({ cartUuid: null, cartLength: 0 });
  });
});

describe('the cart store on a page the gateway rendered', () => {
  const uuid = 'c0ffee00-0000-4000-8000-000000000002';
  const cart = { id: 7, order_status: 'created', length: 4 };

  function storeOnPage(calls: Record<string, unknown>): number {
    document.cookie = `cart_id=${uuid}`;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = embeddedAnswersElementId;
    script.textContent = JSON.stringify({ locale: 'de', calls });
    document.head.append(script);
    try {
      let length = -1;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a store made as the page loads
        length = (require('../src') as typeof import('../src')).useCartStore.getState().cartLength;
      });
      return length;
    } finally {
      script.remove();
      document.cookie = 'cart_id=; max-age=0';
    }
  }

  it("starts from the length of the buyer's cart the page embedded, as the server's render did", () => {
    expect(storeOnPage({ [`/orders/by-id/${uuid}`]: cart })).toBe(4);
  });

  it('starts from 0 when the page embedded no answer for that cart', () => {
    expect(storeOnPage({ '/orders/by-id/c0ffee00-0000-4000-8000-000000000003': cart })).toBe(0);
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
