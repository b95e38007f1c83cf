import type { Order } from '@shop/contracts';
import { isApiError, useTranslateText, useUiStore } from '@shop/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../api/orders';

/**
 * Runs a cart call and puts the repriced cart the server answers into its query (the cart page
 * and the header's count read it there). A refusal shows the server's reason; the busy flag never stays on (SPEC 7).
 */
export function useCartChange<Args extends unknown[]>(call: (...args: Args) => Promise<Order>) {
  const queryClient = useQueryClient();
  const notify = useUiStore((state) => state.notify);
  const setBusy = useUiStore((state) => state.setBusy);
  const translateText = useTranslateText();
  return useMutation({
    mutationFn: (args: Args) => {
      setBusy(true);
      return call(...args);
    },
    onSuccess: (cart) => queryClient.setQueryData(orderKeys.cart(cart.uuid), cart),
    onError: (error) => {
      if (isApiError(error) && error.body?.message) notify('error', translateText(error.body.message));
      else console.error('[mf-cart] cart call failed', error);
    },
    onSettled: () => setBusy(false),
  });
}
