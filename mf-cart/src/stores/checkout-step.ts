import { create } from 'zustand';

export type CheckoutStep = 'cart' | 'order' | 'pay';
export const checkoutSteps: CheckoutStep[] = ['cart', 'order', 'pay'];

/** Which checkout step the buyer is on (UI state; the cart itself lives on the server). */
export const useCheckoutStep = create<{ step: CheckoutStep; go: (step: CheckoutStep) => void }>()((set) => ({
  step: 'cart',
  go: (step) => set({ step }),
}));
