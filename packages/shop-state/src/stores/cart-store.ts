import { cookies } from '@shop/contracts';
import { create } from 'zustand';
import { getCookie, removeCookie, setCookie } from '../cookies/cookies';

interface CartState {
  /** uuid of the buyer's current cart, from the cart_id cookie. */
  cartUuid: string | null;
  /** Number of items in it (the header badge). */
  cartLength: number;
  /** Remembers the cart (cookie and store) after it was created or loaded. */
  setCart: (cart: { uuid: string; length: number }) => void;
  setCartLength: (length: number) => void;
  /** Forgets the cart identity: the cookie goes and the count is 0. */
  clearCart: () => void;
}

export const useCartStore = create<CartState>()((set) => ({
  cartUuid: getCookie(cookies.cartId),
  cartLength: 0,
  setCart: ({ uuid, length }) => {
    setCookie(cookies.cartId, uuid, { days: 30 });
    set({ cartUuid: uuid, cartLength: length });
  },
  setCartLength: (cartLength) => set({ cartLength }),
  clearCart: () => {
    removeCookie(cookies.cartId);
    set({ cartUuid: null, cartLength: 0 });
  },
}));
