import { quickOrderMaxLines } from '@shop/contracts';
import { isApiError, useCartStore, useCountT, useReceiveCart, useUiStore } from '@shop/state';
import { useMutation } from '@tanstack/react-query';
import { addQuickOrderLines, resolveQuickOrderLines } from '../../api/quick-order';
import { useQuickOrderLines, type QuickLine } from '../../stores/quick-order-lines';
import { readQuantity } from './rows-to-lines';

/** The longest code the catalogue looks up (contracts' QuickOrderLineInputSchema). */
const maxCodeLength = 64;

/** A line worth asking the server about: a code of a sensible length and a quantity that is a number. */
export const isSendable = (line: Pick<QuickLine, 'code' | 'quantityText'>) => {
  const code = line.code.trim();
  return code !== '' && code.length <= maxCodeLength && readQuantity(line.quantityText) !== null;
};

/** Checks lines with the catalogue (POST /productVariant/resolve) and keeps each answer on its line. */
export function useCheckLines() {
  return useMutation({
    mutationFn: async (keys: number[]) => {
      const wanted = new Set(keys);
      const lines = useQuickOrderLines
        .getState()
        .lines.filter((line) => wanted.has(line.key) && isSendable(line))
        .slice(0, quickOrderMaxLines);
      if (lines.length === 0) return;
      const answer = await resolveQuickOrderLines(
        lines.map((line) => ({ code: line.code.trim(), quantity: readQuantity(line.quantityText)! })),
      );
      useQuickOrderLines.getState().resolve(lines.map((line, i) => ({ key: line.key, answer: answer.lines[i]! })));
    },
  });
}

/**
 * Every ready line into the cart in one call (POST /orders/add-many). The cart refuses all or
 * none: a refusal names lines by their place in the call, which this maps back to the page's lines.
 */
export function useAddAllToCart() {
  const tc = useCountT();
  const notify = useUiStore((state) => state.notify);
  const receiveCart = useReceiveCart();
  return useMutation({
    mutationFn: (lines: QuickLine[]) =>
      addQuickOrderLines(
        useCartStore.getState().cartUuid,
        lines.map((line) => ({ variantId: line.resolved!.variant!.id, amount: line.resolved!.quantity })),
      ),
    onSuccess: (cart, lines) => {
      receiveCart(cart);
      notify('success', tc('quick_order.added', lines.length));
      useQuickOrderLines.getState().clear();
    },
    onError: (error, lines) => {
      if (!isApiError(error)) return;
      const refusals = new Map<number, string>();
      for (const issue of error.body?.issues ?? []) {
        const index = /^lines\.(\d+)\./.exec(issue.field)?.[1];
        const line = index === undefined ? undefined : lines[Number(index)];
        if (line) refusals.set(line.key, issue.reason);
      }
      useQuickOrderLines.getState().refuse(refusals);
    },
  });
}
