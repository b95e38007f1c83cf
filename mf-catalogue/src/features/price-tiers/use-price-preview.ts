import { useAuthStore, useCartStore } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { pricePreviewQuery } from '../../api/pricing';
import { useDebouncedValue } from '../search-bar/use-debounced-value';

/** How long the quantity must rest before the server is asked: a held + button asks once. */
export const previewDelayMs = 300;

/**
 * The server's price of a line at the chosen quantity. `current` only when the answer is for the
 * quantity shown now: while the buyer is still changing it, or its answer is on the way, the last
 * answer is kept (its space stays) and marked pending, never passed off as the new price.
 */
export function usePricePreview(variantId: number, quantity: number) {
  const cart = useCartStore((state) => state.cartUuid);
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const settled = useDebouncedValue(quantity, previewDelayMs);
  const query = useQuery(pricePreviewQuery(variantId, settled, cart, loggedIn));
  const current = settled === quantity && !query.isPlaceholderData && query.data?.quantity === quantity;
  return {
    preview: query.data,
    current,
    failed: settled === quantity && query.isError,
  };
}
