import { useT } from '@shop/state';
import { Link, useSearchParams } from 'react-router-dom';
import { checkoutSteps, type CheckoutStep } from '../../stores/checkout-step';
import { stepIndex, withStep } from './checkout-steps';

const stepLabel = {
  cart: 'checkout.step_cart',
  order: 'checkout.step_order',
  pay: 'checkout.step_pay',
  summary: 'checkout.step_summary',
} as const;

/**
 * Where the buyer is among the steps; each step the cart can already reach is a link back (or
 * forward) to it. On a phone only the current step's name shows; the others keep theirs for
 * screen readers.
 */
export function StepList({ step, furthest }: { step: CheckoutStep; furthest: CheckoutStep }) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <ol className="steps" aria-label={t('checkout.steps_label')} data-testid="checkout-steps">
      {checkoutSteps.map((s, index) => {
        const current = s === step;
        const content = (
          <>
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="steps__label">{t(stepLabel[s])}</span>
          </>
        );
        return (
          <li
            key={s}
            className={`steps__item${current ? ' steps__item--current' : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            {!current && stepIndex(s) <= stepIndex(furthest) ? (
              <Link className="steps__link" to={{ search: withStep(params, s).toString() }} data-testid={`step-${s}`}>
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
