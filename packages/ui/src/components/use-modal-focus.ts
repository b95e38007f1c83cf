import { useEffect, useEffectEvent, type RefObject } from 'react';

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What Tab can reach inside the container, in document order (hidden ones are skipped by the browser). */
const tabbables = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter((el) => !el.closest('[hidden], [inert]'));

/**
 * A key pressed inside another modal dialog belongs to that one: a dialog opened from this one
 * (the cookie settings over the login drawer) handles its own Tab and Escape.
 */
const belongsToAnotherModal = (container: HTMLElement, target: EventTarget | null) => {
  const modal = target instanceof Element ? target.closest('[aria-modal="true"]') : null;
  return modal !== null && modal !== container;
};

/**
 * Modal dialog focus (WAI-ARIA dialog pattern): focus moves into the container when it opens,
 * Tab and Shift+Tab cycle inside it, Escape calls `onEscape`, and on close focus returns to what
 * had it before.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void) {
  const escape = useEffectEvent(() => onEscape?.());

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || belongsToAnotherModal(element, event.target)) return;
      if (event.key === 'Escape') {
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const reachable = tabbables(element);
      const first = reachable[0] ?? element;
      const last = reachable[reachable.length - 1] ?? element;
      const focused = document.activeElement;
      const inside = focused instanceof Node && element.contains(focused);
      if (event.shiftKey && (!inside || focused === first || focused === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || focused === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (before?.isConnected) before.focus();
    };
  }, [container, active]);
}
