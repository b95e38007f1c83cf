import { afterLoadWhenIdle } from '@shop/ui/after-load-when-idle';

/**
 * The page's one script at load when the gateway sent it server-rendered (issue 32): the app's scripts
 * start at the buyer's first input, not with the page. Evaluating them and hydrating held a phone's main
 * thread for about a second at load (Lighthouse's 4x CPU), while the server's markup already shows the
 * whole page and its links work without them. What the buyer does before the app has taken over a part
 * of the page is kept and handed to it once that part has hydrated (its HydrationGate says
 * `data-hydrated`): a click or a form sent is made again, a value typed or pasted is put back.
 *
 * The gateway puts this script inline at the top of the page's head, in place of the shell's entry
 * (services/gateway/src/first-paint/first-input.ts), with the entry's address in `data-app`: it listens
 * before any control of the page exists. It fetches the app's scripts ahead once the page has loaded.
 */

/** What starts the app: any sign of a buyer at the page. A mouse moving over it is one. */
export const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

const gateSelector = 'fieldset.hydration-gate';
const waitingGate = `${gateSelector}:not([data-hydrated])`;
/** Controls whose click does something of the page's own (links are followed by the browser). */
const clickable = 'button, input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]';

/** Until then a control the server rendered disabled may only be waiting for the app (add to cart). */
const appReady = (doc: Document) =>
  doc.documentElement.dataset.shell === 'started' && doc.documentElement.dataset.remotes === 'ready';

/** A control of a server-rendered part that the app has not taken over yet. */
function waitingControl(target: EventTarget | null, selector: string): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(selector);
  if (!control) return null;
  if (control.closest(waitingGate)) return control;
  return (control as HTMLButtonElement).disabled && !appReady(control.ownerDocument) ? control : null;
}

/**
 * What tells a control from the others of the page: React renders a part the browser could not hydrate
 * (its data changed first) again, in new elements, and the buyer's input then belongs to the new one.
 */
const signature = (element: Element) =>
  [
    element.tagName,
    ...['data-testid', 'name', 'type', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? ''
      : (element.textContent ?? '').trim(),
  ].join('\u0000');

/**
 * The element still in the page, or the one that took its place when it is the only one like it; null
 * while none has (React may render the part's new elements a moment later, its code loading).
 */
function current<E extends Element>(element: E, doc: Document, like: string): E | null {
  if (element.isConnected) return element;
  const twins = [...doc.querySelectorAll(element.tagName)].filter((other) => signature(other) === like);
  return twins.length === 1 ? (twins[0] as E) : null;
}

interface Kept {
  /** The last click on a control, made again once its part has hydrated and the control is enabled. */
  click: { control: HTMLElement; like: string } | null;
  /** Forms sent before, sent again. */
  submits: Map<HTMLFormElement, string>;
  /** Fields typed, pasted or chosen into, with their values then. */
  values: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, { value: string; like: string }>;
}

const hydrated = (element: Element) => !element.closest(waitingGate);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts a value back so that React's change handler sees it. React keeps the value it last saw beside
 * each field (read from the DOM when it hydrated, so the buyer's value may be that already) and ignores
 * an input event whose value equals it: the field is emptied through React's own setter first, then
 * given the value through the element's, which React does not see, and told with the event.
 */
function putBack(field: Field, value: string): void {
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Hands what was kept to each part that has hydrated, once the app has started and every remote slot
 * shows its remote: until then React may still render a part anew (its data changed before it could
 * hydrate), and what it was handed would go to elements on their way out. Leaves the rest waiting.
 */
function handOver(kept: Kept, doc: Document): void {
  if (!appReady(doc)) return;
  for (const [keptField, { value, like }] of kept.values) {
    const field = current(keptField, doc, like);
    if (field && hydrated(field)) {
      kept.values.delete(keptField);
      putBack(field, value);
    }
  }
  for (const [keptForm, like] of kept.submits) {
    const form = current(keptForm, doc, like);
    if (form && hydrated(form)) {
      kept.submits.delete(keptForm);
      form.requestSubmit();
    }
  }
  if (!kept.click) return;
  const { control: keptControl, like } = kept.click;
  const click = current(keptControl, doc, like);
  if (!click) return;
  const enabled = hydrated(click) && !(click as HTMLButtonElement).disabled;
  // Still disabled once the whole app has started: disabled for a reason of its own (sold out).
  const refused = !enabled && hydrated(click);
  if (enabled || refused) {
    kept.click = null;
    delete keptControl.dataset.clickWaits;
    if (enabled) click.click();
  }
}

/** What is kept for a page the buyer has left, or moved on from, is theirs no more. */
function forget(kept: Kept): void {
  if (kept.click) delete kept.click.control.dataset.clickWaits;
  kept.click = null;
  kept.submits.clear();
  kept.values.clear();
}

/**
 * Keeps the buyer's clicks, submits and typing on parts not hydrated yet, until each part hydrates.
 * Listens in the capture phase on the window, so it sees them before anything of the page's.
 */
export function keepEarlyInput(win: Window = window): () => void {
  const doc = win.document;
  const kept: Kept = { click: null, submits: new Map(), values: new Map() };
  const nothingKept = () => kept.click === null && kept.submits.size === 0 && kept.values.size === 0;
  // New elements too: a part React rendered again comes in hydrated, with no attribute changing.
  const watch = new MutationObserver(() => {
    if (!nothingKept()) handOver(kept, doc);
    if (nothingKept()) watch.disconnect();
  });
  // Only while something waits: watching the whole document as the browser parses it costs the page.
  const watchForHandOver = () =>
    watch.observe(doc.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-hydrated', 'disabled', 'data-shell', 'data-remotes'],
    });
  const keepClick = (control: HTMLElement) => {
    if (kept.click && kept.click.control !== control) delete kept.click.control.dataset.clickWaits;
    kept.click = { control, like: signature(control) };
    control.dataset.clickWaits = '';
    watchForHandOver();
  };
  const onClick = (event: Event) => {
    const control = waitingControl(event.target, clickable);
    if (!control) return;
    // Unhydrated markup has no handlers: the click would be lost, or send a form the app means to handle.
    event.preventDefault();
    event.stopImmediatePropagation();
    keepClick(control);
  };
  // A disabled control gets no click event, only the pointer's: pressed and released on it is a click.
  let pressed: HTMLElement | null = null;
  const onPointerDown = (event: Event) => {
    if (appReady(doc)) forget(kept);
    const control = waitingControl(event.target, clickable);
    pressed = control && (control as HTMLButtonElement).disabled ? control : null;
  };
  const onPointerUp = (event: Event) => {
    const control = waitingControl(event.target, clickable);
    if (control && control === pressed) keepClick(control);
    pressed = null;
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest(waitingGate)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.submits.set(form, signature(form));
    watchForHandOver();
  };
  const onInput = (event: Event) => {
    const field = waitingControl(event.target, 'input, textarea, select') as Field | null;
    if (field && !(field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))) {
      kept.values.set(field, { value: field.value, like: signature(field) });
      watchForHandOver();
    }
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onInput],
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener, true);
  // Another page of the app (a link followed in the browser) is not where the input was made.
  const onNavigation = () => forget(kept);
  win.addEventListener('popstate', onNavigation);
  return () => {
    watch.disconnect();
    win.removeEventListener('popstate', onNavigation);
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
  };
}

/**
 * Runs `start` once, at the first of the buyer's intents. A server render disables the controls of every
 * part until it hydrates (HydrationGate); on a page with this script the gateway sends them enabled, and
 * the buyer's input on them is kept instead.
 */
export function startAtFirstInput(start: () => void, win: Window = window): () => void {
  const doc = win.document;
  const stopKeeping = keepEarlyInput(win);
  let started = false;
  const onIntent = () => {
    if (started) return;
    started = true;
    for (const type of intents) win.removeEventListener(type, onIntent, true);
    doc.removeEventListener('visibilitychange', onShown);
    start();
  };
  for (const type of intents) win.addEventListener(type, onIntent, { capture: true, passive: true });
  // A page opened in a background tab starts when the buyer turns to it: what it shows live (the cart's
  // badge) is then current.
  const onShown = () => doc.visibilityState === 'visible' && onIntent();
  doc.addEventListener('visibilitychange', onShown);
  doc.documentElement.dataset.shell = 'waiting';
  // A part the server could not render shows a skeleton only the app fills: that page starts at once.
  const startIfUnfinished = () => doc.querySelector('#root .ui-skeleton') && onIntent();
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', startIfUnfinished, { once: true });
  else startIfUnfinished();
  return () => {
    started = true;
    for (const type of intents) win.removeEventListener(type, onIntent, true);
    doc.removeEventListener('visibilitychange', onShown);
    stopKeeping();
  };
}

/**
 * Fetches the app's first scripts ahead, at the lowest priority, once the page has loaded: the buyer's
 * first input then finds them in the cache, and the first paint did not wait behind them. Each link
 * starts its request on the main thread (about 1.3 ms here, 15 links on a page), so one per idle period.
 */
export function prefetchOnceLoaded(urls: string[]): void {
  for (const href of urls)
    afterLoadWhenIdle(() => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    });
}

/** Adds the app's entry script (fetched ahead by `prefetchOnceLoaded`, or now). */
export function startApp(src: string, doc: Document = document): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}
