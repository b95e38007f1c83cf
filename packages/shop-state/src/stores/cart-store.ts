import { OrderSchema, apiCalls, callPath, cookies } from '@shop/contracts';
import { peekEmbeddedAnswer } from '../api/embedded-answers';
import { getCookie, removeCookie, setCookie } from '../cookies/cookies';
import { createPageStore } from './page-store';

const BadgeCartSchema = OrderSchema.pick({ id: true, order_status: true, length: true, goto: true });

/**
 * The header badge's count before the cart is synced (mf-cart's useCartSync): the length of the
 * buyer's cart as the page embedded it (services/gateway/src/first-paint), 0 without it. The server's
 * render and the browser's first one start from it alike, so the badge comes with the first paint
 * and hydration keeps it. The same rule as the sync: only a cart still being filled counts.
 */
export function embeddedCartLength(uuid: string | null): number {
  if (!uuid) return 0;
  const cart = BadgeCartSchema.safeParse(peekEmbeddedAnswer(callPath(apiCalls.orders.cart, { uuid })));
  if (!cart.success) return 0;
  const { id, order_status, length, goto } = cart.data;
  return id !== null && order_status === 'created' && !goto ? length : 0;
}

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

export const useCartStore = createPageStore<CartState>((set) => ({
  cartUuid: getCookie(cookies.cartId),
  cartLength: embeddedCartLength(getCookie(cookies.cartId)),
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
