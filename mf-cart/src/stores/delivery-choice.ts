import type { DeliveryMethodType } from '@shop/contracts';
import { create } from 'zustand';

/**
 * The delivery method picked on the delivery step but not yet saved (that happens on Continue):
 * the order summary shows what the server prices it at meanwhile. Null when nothing is pending.
 */
export const useDeliveryChoice = create<{
  method: DeliveryMethodType | null;
  choose: (method: DeliveryMethodType | null) => void;
}>()((set) => ({
  method: null,
  choose: (method) => set({ method }),
}));
