import type { AddToCartRequest } from '@shop/contracts';
import { createPageStore } from './page-store';

type AddToCart = (request: AddToCartRequest) => Promise<void>;

interface CartActionsState {
  /**
   * Adds to the cart; null until mf-cart is loaded and has provided it. Other remotes call this
   * instead of loading mf-cart's modules: the cart logic, its messages and its analytics stay there.
   */
  addToCart: AddToCart | null;
  /** mf-cart provides the action; the returned function withdraws it (when its component unmounts). */
  provideAddToCart: (addToCart: AddToCart) => () => void;
}

export const useCartActionsStore = createPageStore<CartActionsState>((set, get) => ({
  addToCart: null,
  provideAddToCart: (addToCart) => {
    set({ addToCart });
    return () => {
      if (get().addToCart === addToCart) set({ addToCart: null });
    };
  },
}));
