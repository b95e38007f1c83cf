import { create } from 'zustand';

export type CheckoutStep = 'cart' | 'order' | 'pay' | 'summary';
export const checkoutSteps: CheckoutStep[] = ['cart', 'order', 'pay', 'summary'];

/**
 * The checkout step the page shows, for the parts beside it (the order summary prices the delivery
 * being picked on the order step). The address holds the step (?step=…); the page copies the step
 * it shows here.
 */
export const useCheckoutStep = create<{ step: CheckoutStep; show: (step: CheckoutStep) => void }>()((set) => ({
  step: 'cart',
  show: (step) => set({ step }),
}));
