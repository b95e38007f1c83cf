import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenVisible, HydrationGate } from '../src';

/** The server's markup for `ui` in a container of this document, as the gateway sends a page. */
function serverRendered(ui: React.ReactElement): HTMLElement {
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** A control that counts the clicks React answers. */
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-testid={name} onClick={() => setClicks((n) => n + 1)}>
      {clicks}
    </button>
  );
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${name}"]`)!;

let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
/** The main thread's idle periods, run by the test. */
const idleCallbacks: (() => void)[] = [];
beforeEach(() => {
  observed = [];
  // The idle periods a test left: the list of waiting parts is the page's, one per module.
  for (const run of idleCallbacks.splice(0)) run();
  window.requestIdleCallback = ((callback: () => void) => idleCallbacks.push(callback)) as typeof requestIdleCallback;
  window.IntersectionObserver = class {
    readonly targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observed.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  } as unknown as typeof IntersectionObserver;
});

/** What an IntersectionObserver reports when its targets come into view. */
function comeIntoView() {
  for (const { callback, targets } of observed)
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

/** Hydration's recoverable errors: markup React could not hydrate and rendered again in the browser. */
let notHydrated: unknown[] = [];

async function hydrate(container: HTMLElement, ui: React.ReactElement): Promise<Root> {
  let root: Root | undefined;
  notHydrated = [];
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => notHydrated.push(error) });
  });
  return root!;
}

const unmount = (root: Root) => act(async () => root.unmount());

describe('HydrationGate', () => {
  it('sends its controls disabled from the server and enables them once hydrated, when they answer', async () => {
    const ui = (
      <HydrationGate>
        <Counter name="count" />
      </HydrationGate>
    );
    const container = serverRendered(ui);
    expect(button('count').matches(':disabled')).toBe(true);
    const root = await hydrate(container, ui);
    expect(button('count').matches(':disabled')).toBe(false);
    await act(async () => button('count').click());
    expect(button('count').textContent).toBe('1');
    await unmount(root);
  });
});

describe('HydrateWhenVisible', () => {
  const page = (
    <main>
      <Counter name="above" />
      <HydrateWhenVisible>
        <Counter name="below" />
      </HydrateWhenVisible>
    </main>
  );

  it('keeps a part out of view as the server sent it, disabled, until it comes into view', async () => {
    const container = serverRendered(page);
    const sent = button('below');
    const root = await hydrate(container, page);
    await act(async () => button('above').click());
    expect(button('above').textContent).toBe('1');
    expect(button('below').matches(':disabled')).toBe(true);
    await act(async () => comeIntoView());
    expect(button('below').matches(':disabled')).toBe(false);
    // Hydrated, not rendered again: the very element the server sent now answers.
    expect(button('below')).toBe(sent);
    expect(notHydrated).toEqual([]);
    await act(async () => button('below').click());
    expect(button('below').textContent).toBe('1');
    await unmount(root);
  });

  it('hydrates every waiting part at the buyer’s first touch anywhere on the page', async () => {
    const container = serverRendered(page);
    const root = await hydrate(container, page);
    expect(button('below').matches(':disabled')).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(button('below').matches(':disabled')).toBe(false);
    await unmount(root);
  });

  it('hydrates waiting parts one per idle period after the page’s load, when nobody scrolls to them', async () => {
    const two = (
      <main>
        <HydrateWhenVisible>
          <Counter name="first" />
        </HydrateWhenVisible>
        <HydrateWhenVisible>
          <Counter name="second" />
        </HydrateWhenVisible>
      </main>
    );
    const container = serverRendered(two);
    const root = await hydrate(container, two);
    expect([button('first').matches(':disabled'), button('second').matches(':disabled')]).toEqual([true, true]);
    await act(async () => idleCallbacks.shift()!());
    expect([button('first').matches(':disabled'), button('second').matches(':disabled')]).toEqual([false, true]);
    await act(async () => idleCallbacks.shift()!());
    expect(button('second').matches(':disabled')).toBe(false);
    expect(notHydrated).toEqual([]);
    await unmount(root);
  });

  it('renders at once, enabled, in a render of the browser’s own', async () => {
    document.body.replaceChildren();
    const container = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(page));
    expect(button('below').matches(':disabled')).toBe(false);
    expect(observed).toHaveLength(0);
    await unmount(root);
  });
});
