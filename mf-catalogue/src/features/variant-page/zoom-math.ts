import { numberFormat } from '@shop/i18n';

/** SPEC 9: the image viewer zooms from 1 to 8 times. */
export const minZoom = 1;
export const maxZoom = 8;

export interface Point {
  x: number;
  y: number;
}

export const clampZoom = (zoom: number) =>
  Number.isFinite(zoom) ? Math.min(maxZoom, Math.max(minZoom, zoom)) : minZoom;

/**
 * One step of the buttons or the wheel: to the next whole level in that direction, so after a
 * pinch to 2.4× "+" gives 3× and "−" gives 2×.
 */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const epsilon = 1e-6;
  return clampZoom(direction > 0 ? Math.floor(zoom + epsilon) + 1 : Math.ceil(zoom - epsilon) - 1);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The zoom during a two-finger pinch: the zoom when the fingers touched down, scaled by how much
 * further apart they are now, within 1..8. Fingers that started on one spot change nothing.
 */
export function pinchZoom(startZoom: number, startDistance: number, currentDistance: number): number {
  if (!(startDistance > 0) || !(currentDistance >= 0)) return clampZoom(startZoom);
  return clampZoom((startZoom * currentDistance) / startDistance);
}

/**
 * Scroll offsets that keep the point under `focus` (in the stage's visible box) in place while
 * the picture grows or shrinks from `from` to `to` times: the middle of the view for the buttons
 * and the wheel, the point between the fingers for a pinch. Never negative.
 */
export function scrollForZoom(
  scroll: { left: number; top: number },
  focus: Point,
  from: number,
  to: number,
): { left: number; top: number } {
  const ratio = from > 0 ? to / from : 1;
  return {
    left: Math.max(0, (scroll.left + focus.x) * ratio - focus.x),
    top: Math.max(0, (scroll.top + focus.y) * ratio - focus.y),
  };
}

/** How the level reads: whole levels as they are, pinched ones to one decimal ("2.4×", "2,4×" in German). */
export const zoomLabel = (zoom: number, locale: string) =>
  `${numberFormat(locale, { maximumFractionDigits: 1 }).format(zoom)}×`;
