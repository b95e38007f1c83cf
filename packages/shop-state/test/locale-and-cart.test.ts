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
