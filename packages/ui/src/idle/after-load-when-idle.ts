/**
 * Work the page can do later, run one task per idle period of the main thread once the page has
 * loaded: none of it takes the main thread while the page loads, and each runs in a task of its own.
 * Parts of the page waiting to hydrate (HydrateWhenVisible) open this way, so a part nobody scrolls to
 * still answers in the end (a control reached by the keyboard or a screen reader, a test's click); so
 * do the first-input script's prefetch links (shell/src/first-input), each of which starts a request
 * on the main thread. Free of React: the first-input script is built without it.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

// Safari has no requestIdleCallback: there the next task stands in for the idle period.
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 0);
}

function runNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) whenIdle(runNext);
  else scheduled = false;
}

/** Runs `task` in an idle period after the page's load; the returned function takes it off the list. */
export function afterLoadWhenIdle(task: () => void): () => void {
  waiting.push(task);
  if (!scheduled) {
    scheduled = true;
    const start = () => whenIdle(runNext);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
  return () => {
    const at = waiting.indexOf(task);
    if (at >= 0) waiting.splice(at, 1);
  };
}
