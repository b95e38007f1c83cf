import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCheckoutStep, type CheckoutStep } from '../../stores/checkout-step';
import { stepInAddress, stepIndex, withStep } from './checkout-steps';

/**
 * Moves the checkout to a step: a new entry in the browser's history, so back and forward walk the
 * steps and a reload opens the same one.
 */
export function useGoToStep(): (step: CheckoutStep) => void {
  const [, setParams] = useSearchParams();
  return useCallback((step) => setParams((params) => withStep(params, step)), [setParams]);
}

/**
 * The step to show: the one in the address, unless the cart cannot be there yet (an address kept
 * from before, a reload after the form was emptied elsewhere): then the furthest it can reach,
 * and the address is corrected in place (no history entry of a step never shown).
 */
export function useShownStep(furthest: CheckoutStep): CheckoutStep {
  const [params, setParams] = useSearchParams();
  const asked = stepInAddress(params);
  const shown = stepIndex(asked) <= stepIndex(furthest) ? asked : furthest;
  const show = useCheckoutStep((state) => state.show);
  useEffect(() => {
    if (shown !== asked || (params.has('step') && params.get('step') !== shown))
      setParams((current) => withStep(current, shown), { replace: true });
  }, [asked, shown, params, setParams]);
  useEffect(() => show(shown), [shown, show]);
  return shown;
}
