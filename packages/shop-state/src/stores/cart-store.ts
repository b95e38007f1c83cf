import { cookies } from '@shop/contracts';
import { getCookie, removeCookie, setCookie } from '../cookies/cookies';
import { createPageStore } from './page-store';

/**
 * Which cart is the buyer's (the cart_id cookie). What is in it, and the header's count, belong to
 * the cart's query (cart/cart-query.ts).
 */
interface CartState {
  cartUuid: string | null;
  /** Remembers the cart in the cookie for 30 days from now, and in the store. */
  setCartUuid: (uuid: string) => void;
  /** Forgets the cart: the cookie goes. */
  clearCart: () => void;
}

export const useCartStore = createPageStore<CartState>((set) => ({
  cartUuid: getCookie(cookies.cartId),
  setCartUuid: (cartUuid) => {
    setCookie(cookies.cartId, cartUuid, { days: 30 });
    set({ cartUuid });
  },
  clearCart: () => {
    removeCookie(cookies.cartId);
    set({ cartUuid: null });
  },
}));
