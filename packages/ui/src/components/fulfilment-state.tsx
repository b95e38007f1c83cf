import type { FulfilmentState } from '@shop/contracts';
import { useT } from '@shop/state';
import './fulfilment-state.css';

/** A part's or line's state as a coloured chip, in the reader's language. */
export function FulfilmentStateChip({ state }: { state: FulfilmentState }) {
  const t = useT();
  return (
    <span className={`ui-fulfilment-state ui-fulfilment-state--${state}`} data-state={state}>
      {t(`fulfilment.state_${state}`)}
    </span>
  );
}
