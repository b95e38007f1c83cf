/**
 * The remote slots of the page still waiting for their remote: for its code, and for a slot the
 * server rendered, for its hydration. `<html data-remotes>` says "loading" while any slot waits and
 * "ready" once every slot shows its remote or its error. Until then a server-rendered remote's
 * controls are disabled (HydrationGate: React would drop a click on markup it has not hydrated yet),
 * and the journeys wait for "ready" after loading a page (e2e/support/browser.ts).
 */
const waiting = new Set<object>();

function show(): void {
  document.documentElement.dataset.remotes = waiting.size === 0 ? 'ready' : 'loading';
}

export function slotWaits(slot: object): void {
  waiting.add(slot);
  show();
}

export function slotSettled(slot: object): void {
  waiting.delete(slot);
  show();
}
