/**
 * Parts of the page waiting to hydrate (HydrateWhenVisible), opened one per idle period of the main
 * thread once the page has loaded: a part nobody scrolls to still answers in the end (a control reached
 * by the keyboard or a screen reader, a test's click), without taking the main thread while the page
 * loads, and each part's hydration in tasks of its own.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

// Safari has no requestIdleCallback: there the next task stands in for the idle period.
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 0);
}

function openNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) whenIdle(openNext);
  else scheduled = false;
}

/** Opens `open` in an idle period after the page's load; the returned function takes it off the list. */
export function hydrateWhenIdle(open: () => void): () => void {
  waiting.push(open);
  if (!scheduled) {
    scheduled = true;
    const start = () => whenIdle(openNext);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
  return () => {
    const at = waiting.indexOf(open);
    if (at >= 0) waiting.splice(at, 1);
  };
}
