import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Server-rendered controls look ready before React answers them: a click on them was lost, and a value
 * typed into them was overwritten when the part hydrated (issue 32). Inside the gate every button, input,
 * select and textarea is disabled, visibly, until the part of the page the gate sits in has hydrated. A
 * disabled fieldset does that natively, so it covers every control a component renders, and the buyer's
 * early click or typing waits for a control that answers instead of being lost. Links keep working: the
 * browser follows them without React.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
