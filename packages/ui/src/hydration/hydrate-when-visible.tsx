import { Suspense, use, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { HydrationGate } from './hydration-gate';
import { afterLoadWhenIdle } from '../idle/after-load-when-idle';

/**
 * Opened once: by the part coming into view, by the buyer's first touch, key or scroll anywhere, or in an
 * idle period after the page's load.
 */
interface Gate {
  opened: Promise<void>;
  open: () => void;
  /** Set with the opening, so that no render after it suspends, not even for the promise's own tick. */
  isOpen: boolean;
}

function closedGate(): Gate {
  let resolve = () => undefined as void;
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    opened,
    isOpen: false,
    open: () => {
      gate.isOpen = true;
      resolve();
    },
  };
  return gate;
}

/** The buyer's first input anywhere hydrates every waiting part: what they reach for next must answer. */
const firstInput = ['pointerdown', 'keydown', 'focusin', 'scroll'] as const;
/** Parts this close to the viewport hydrate before they are seen. */
const aheadOfView = '200px';

function Waits({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.isOpen) use(gate.opened);
  return children;
}

/**
 * A server-rendered part of the page that hydrates when it comes into view, at the buyer's first input
 * anywhere, or when the main thread is idle after the page's load (`afterLoadWhenIdle`), not with the
 * page: below the fold it takes nothing of a phone's main thread while the page loads (issue 32, blocking
 * time). Until then the server's markup stays as sent, its controls disabled (HydrationGate). The part is
 * a Suspense boundary of its own whose content suspends on the gate while it hydrates, so React keeps the
 * markup and hydrates it when the gate opens. Rendered in the browser (a client render, a later
 * navigation) it renders at once.
 *
 * Its content is kept as first rendered until the gate has opened: React cannot hydrate a part whose
 * props changed before, and would render it again in the browser in its place. A later render of the
 * parent passes the content on as usual.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Hydration only: the server's element with this id is already in the document. A render of the
  // browser's own makes other ids and finds none.
  const [gate] = useState(() =>
    typeof document !== 'undefined' && document.querySelector(`[data-hydrate-when-visible="${id}"]`)
      ? closedGate()
      : null,
  );
  useEffect(() => {
    const target = box.current;
    if (!gate || gate.isOpen || !target) return;
    const hydrate = () => {
      stop();
      gate.open();
    };
    const view = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hydrate(), {
      rootMargin: aheadOfView,
    });
    view.observe(target);
    for (const type of firstInput) window.addEventListener(type, hydrate, { passive: true, capture: true });
    const notIdle = afterLoadWhenIdle(hydrate);
    function stop() {
      view.disconnect();
      for (const type of firstInput) window.removeEventListener(type, hydrate, { capture: true });
      notIdle();
    }
    return stop;
  }, [gate]);
  const [first] = useState(children);
  const shown = gate && !gate.isOpen ? first : children;
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <Waits gate={gate}>
          <HydrationGate>{shown}</HydrationGate>
        </Waits>
      </Suspense>
    ),
    [gate, shown],
  );
  return (
    <div ref={box} data-hydrate-when-visible={id}>
      {content}
    </div>
  );
}
