import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { loadAddToCart, type AddToCartInput } from './load-add-to-cart';

export interface AddToCartButtonProps extends AddToCartInput {
  disabled?: boolean;
}

/**
 * The hook arrives asynchronously from mf-cart, and a hook must be called from the first render of
 * its component on; so the component that calls it is created only once the module is there.
 */
const BoundAddToCartButton = lazy(async () => {
  const { default: useAddToCart } = await loadAddToCart();
  function Bound({ disabled, ...input }: AddToCartButtonProps) {
    const t = useT();
    const { addToCart, isAdding } = useAddToCart();
    return (
      <Button
        data-testid="add-to-cart"
        disabled={disabled || isAdding}
        aria-busy={isAdding}
        onClick={() => addToCart(input)}
      >
        {t('product.add_to_cart')}
      </Button>
    );
  }
  return { default: Bound };
});

function WaitingButton({ label }: { label: string }) {
  return (
    <Button data-testid="add-to-cart" disabled>
      {label}
    </Button>
  );
}

/** If mf-cart cannot be loaded the page stays usable; only the button says the cart is unavailable. */
class CartUnavailableBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Adds the variant through mf-cart's one add-to-cart (never a copy of the cart logic here). */
export function AddToCartButton(props: AddToCartButtonProps) {
  const t = useT();
  return (
    <CartUnavailableBoundary fallback={<WaitingButton label={t('product.cart_unavailable')} />}>
      <Suspense fallback={<WaitingButton label={t('product.add_to_cart')} />}>
        <BoundAddToCartButton {...props} />
      </Suspense>
    </CartUnavailableBoundary>
  );
}
