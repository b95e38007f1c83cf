import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Server-rendered controls look ready before React answers them: a click on them was lost, and a value
 * typed into them was overwritten when the part hydrated (issue 32). Inside the gate every button, input,
 * select and textarea is disabled until the part of the page the gate sits in has hydrated: a disabled
 * fieldset does that natively, also for controls a component renders itself. Links keep working: the
 * browser follows them without React. A page the gateway sends with the shell's first-input script
 * (shell/src/first-input) has its gates enabled instead: that script keeps the buyer's clicks and typing
 * on a part until `data-hydrated` says it answers, and hands them over then.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    // `data-hydrated` tells the page's first-input script (shell/src/first-input) that this part answers now.
    <fieldset className="hydration-gate" disabled={!hydrated} data-hydrated={hydrated ? '' : undefined}>
      {children}
    </fieldset>
  );
}
