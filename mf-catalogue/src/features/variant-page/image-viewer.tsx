import type { Picture } from '@shop/contracts';
import { useLocale, useT } from '@shop/state';
import { CloseIcon } from '@shop/ui';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import {
  distance,
  maxZoom,
  midpoint,
  minZoom,
  pinchZoom,
  scrollForZoom,
  stepZoom,
  zoomLabel,
  type Point,
} from './zoom-math';

export { maxZoom, minZoom };

/** The main picture first, the others in their order. */
export const mainFirst = (pictures: Picture[]) => [...pictures].sort((a, b) => Number(b.is_main) - Number(a.is_main));

/**
 * The variant's pictures: the chosen one large, thumbnails to choose. Clicking the large picture
 * opens the zoom modal; with no picture there is nothing to open, so only a placeholder shows.
 */
export function ImageViewer({ pictures, alt }: { pictures: Picture[]; alt: string }) {
  const t = useT();
  const ordered = mainFirst(pictures);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState<number | null>(null);
  const current = ordered[index] ?? ordered[0];

  if (!current) {
    return (
      <div className="image-viewer__placeholder" data-testid="no-picture">
        {t('catalogue.no_picture')}
      </div>
    );
  }
  return (
    <div className="image-viewer">
      <button
        type="button"
        className="image-viewer__main"
        onClick={() => setOpen(true)}
        aria-label={t('variant.open_picture')}
        data-testid="main-picture"
      >
        {broken === current.id ? (
          // A picture that cannot be shown reads as "no picture" rather than the browser's broken icon.
          <span className="image-viewer__broken">{t('catalogue.no_picture')}</span>
        ) : (
          <img src={current.url} alt={alt} onError={() => setBroken(current.id)} />
        )}
      </button>
      {ordered.length > 1 ? (
        <ul className="image-viewer__thumbs">
          {ordered.map((picture, position) => (
            <li key={picture.id}>
              <button
                type="button"
                className="image-viewer__thumb"
                aria-current={position === index || undefined}
                aria-label={t('variant.show_picture', { number: position + 1 })}
                onClick={() => setIndex(position)}
              >
                <img src={picture.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <ZoomModal picture={current} alt={alt} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function ZoomModal({ picture, alt, onClose }: { picture: Picture; alt: string; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [zoom, setZoom] = useState(minZoom);
  const stage = useRef<HTMLDivElement>(null);
  /** Where the zoom centres, in the stage's visible box: between the fingers while pinching, else the middle. */
  const focus = useRef<Point | null>(null);

  // Zooming keeps the focus still (the picture grows around it, not from its corner).
  const previousZoom = useRef(zoom);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const from = previousZoom.current;
    previousZoom.current = zoom;
    const at = focus.current ?? { x: element.clientWidth / 2, y: element.clientHeight / 2 };
    const next = scrollForZoom({ left: element.scrollLeft, top: element.scrollTop }, at, from, zoom);
    element.scrollLeft = next.left;
    element.scrollTop = next.top;
  }, [zoom]);

  // Touch: two fingers pinch (1..8, around the point between them), one finger pans the picture.
  // The stage takes every touch itself (touch-action: none), so the page neither zooms nor scrolls.
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const pan = useRef<{ from: Point; left: number; top: number } | null>(null);

  const startPan = (point: Point) => {
    const element = stage.current;
    pan.current = element ? { from: point, left: element.scrollLeft, top: element.scrollTop } : null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return; // the mouse has the wheel, the buttons and the scrollbars
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      pinch.current = { distance: distance(a, b), zoom };
      pan.current = null;
    } else if (a) startPan(a);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const element = stage.current;
    const [a, b] = [...pointers.current.values()];
    if (pinch.current && a && b && element) {
      const box = element.getBoundingClientRect();
      const centre = midpoint(a, b);
      focus.current = { x: centre.x - box.left, y: centre.y - box.top };
      setZoom(pinchZoom(pinch.current.zoom, pinch.current.distance, distance(a, b)));
    } else if (pan.current && element) {
      element.scrollLeft = pan.current.left - (point.x - pan.current.from.x);
      element.scrollTop = pan.current.top - (point.y - pan.current.from.y);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size < 2) pinch.current = null;
    focus.current = null;
    const [rest] = [...pointers.current.values()];
    // The finger left on the glass after a pinch goes on panning from where it is.
    if (rest) startPan(rest);
    else pan.current = null;
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Growing the picture's box (not a transform) lets the stage scroll to every part of it.
  // One wheel notch is one zoom step, whatever the device reports as its delta.
  const onWheel = (event: WheelEvent) => setZoom((value) => stepZoom(value, event.deltaY < 0 ? 1 : -1));

  return (
    <div className="zoom-modal" data-testid="zoom-modal">
      <button
        type="button"
        className="zoom-modal__backdrop"
        aria-label={t('variant.close_picture')}
        tabIndex={-1}
        onClick={onClose}
        data-testid="zoom-backdrop"
      />
      <div className="zoom-modal__dialog" role="dialog" aria-modal="true" aria-label={alt}>
        <div className="zoom-modal__toolbar">
          <button
            type="button"
            className="zoom-modal__button"
            onClick={() => setZoom((value) => stepZoom(value, -1))}
            disabled={zoom <= minZoom}
            aria-label={t('variant.zoom_out')}
          >
            −
          </button>
          <span className="zoom-modal__level" data-testid="zoom-level">
            {zoomLabel(zoom, locale)}
          </span>
          <button
            type="button"
            className="zoom-modal__button"
            onClick={() => setZoom((value) => stepZoom(value, 1))}
            disabled={zoom >= maxZoom}
            aria-label={t('variant.zoom_in')}
          >
            +
          </button>
          <button
            type="button"
            className="zoom-modal__button zoom-modal__close"
            onClick={onClose}
            aria-label={t('variant.close_picture')}
            data-testid="zoom-close"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself (WAI-ARIA)
            autoFocus
          >
            <CloseIcon />
          </button>
        </div>
        <div
          className="zoom-modal__stage"
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          style={{ touchAction: 'none' }}
          ref={stage}
          data-testid="zoom-stage"
        >
          <img
            src={picture.url}
            alt={alt}
            className="zoom-modal__image"
            style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}
            data-zoom={zoom}
            draggable={false}
          />
        </div>
      </div>
    </div>
  );
}
