import type { AddToCartRequest } from '@shop/contracts';
import { useCartActionsStore, useRemoteStatusStore, useT } from '@shop/state';
import { Button, useHydrated } from '@shop/ui';
import { useState } from 'react';

export interface AddToCartButtonProps extends AddToCartRequest {
  disabled?: boolean;
}

/**
 * Adds the variant through mf-cart's action in the shared store (never a copy of the cart logic
 * here, never a module loaded from mf-cart): the button waits until mf-cart has provided it, and
 * says the cart is unavailable when the shell could not load mf-cart; the page stays usable.
 */
export function AddToCartButton({ disabled, ...request }: AddToCartButtonProps) {
  const t = useT();
  const addToCart = useCartActionsStore((state) => state.addToCart);
  const cartUnavailable = useRemoteStatusStore((state) => state.unavailable.cart === true);
  const [isAdding, setAdding] = useState(false);

  const add = async () => {
    if (!addToCart) return;
    setAdding(true);
    try {
      await addToCart(request);
    } catch {
      // mf-cart has shown the buyer why; the button is ready for another try.
    } finally {
      setAdding(false);
    }
  };

  // The server's markup offers the button as it will be: a click before mf-cart has provided the action
  // is kept by the page's first-input script and made once the button is enabled (shell/src/first-input).
  const hydrated = useHydrated();
  const ready = addToCart !== null || !hydrated;
  return (
    <Button
      data-testid="add-to-cart"
      disabled={disabled || !ready || isAdding}
      aria-busy={isAdding}
      onClick={() => void add()}
    >
      {!ready && cartUnavailable ? t('product.cart_unavailable') : t('product.add_to_cart')}
    </Button>
  );
}
