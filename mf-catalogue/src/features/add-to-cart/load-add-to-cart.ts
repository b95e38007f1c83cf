import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';

/** What mf_cart/useAddToCart gives (its contract with this remote; the cart logic stays in mf-cart). */
export interface AddToCartInput {
  variantId: number;
  amount: number;
  /** For the cart's analytics event: what the buyer added, as this page shows it. */
  title?: string;
  priceCents?: number;
}

export interface AddToCartHook {
  (): { addToCart: (input: AddToCartInput) => void; isAdding: boolean };
}

export interface AddToCartModule {
  default: AddToCartHook;
}

const addToCartId = 'mf_cart/useAddToCart';

/**
 * The shell registered every remote (from /remotes.json) on its own federation instance; this
 * remote's instance knows none of them, and its plain loadRemote fails with RUNTIME-004. So the
 * hook is loaded through the instance that has mf_cart: the shell's, which already loaded mf_cart
 * for the header's cart button, so the module is the same one with the same shared singletons.
 * Kept in its own file so component tests can replace it.
 */
export async function loadAddToCart(): Promise<AddToCartModule> {
  const host = getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'mf_cart'));
  const module = await (host
    ? host.loadRemote<AddToCartModule>(addToCartId)
    : loadRemote<AddToCartModule>(addToCartId));
  if (!module) throw new Error(`${addToCartId} could not be loaded`);
  return module;
}
