import type { Picture } from '@shop/contracts';
import { useT } from '@shop/state';
import { CloseIcon } from '@shop/ui';
import { useEffect, useLayoutEffect, useRef, useState, type WheelEvent } from 'react';

export const minZoom = 1;
export const maxZoom = 8;
const clampZoom = (zoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom));

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
        {t('variant.no_picture')}
      </div>
    );
  }
  return (
    <div className="image-viewer">
      <button type="button" className="image-viewer__main" onClick={() => setOpen(true)} aria-label={t('variant.open_picture')} data-testid="main-picture">
        {broken === current.id ? (
          // A picture that cannot be shown reads as "no picture" rather than the browser's broken icon.
          <span className="image-viewer__broken">{t('variant.no_picture')}</span>
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
  const [zoom, setZoom] = useState(minZoom);
  const stage = useRef<HTMLDivElement>(null);

  // Zooming keeps the middle of the view in the middle (the picture grows around it, not from its corner).
  const previousZoom = useRef(zoom);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const ratio = zoom / previousZoom.current;
    previousZoom.current = zoom;
    const centreX = (element.scrollLeft + element.clientWidth / 2) * ratio;
    const centreY = (element.scrollTop + element.clientHeight / 2) * ratio;
    element.scrollLeft = centreX - element.clientWidth / 2;
    element.scrollTop = centreY - element.clientHeight / 2;
  }, [zoom]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Growing the picture's box (not a transform) lets the stage scroll to every part of it.
  // One wheel notch is one zoom step, whatever the device reports as its delta.
  const onWheel = (event: WheelEvent) => setZoom((value) => clampZoom(value + (event.deltaY < 0 ? 1 : -1)));

  return (
    <div className="zoom-modal" data-testid="zoom-modal">
      <button type="button" className="zoom-modal__backdrop" aria-label={t('variant.close_picture')} tabIndex={-1} onClick={onClose} data-testid="zoom-backdrop" />
      <div className="zoom-modal__dialog" role="dialog" aria-modal="true" aria-label={alt}>
        <div className="zoom-modal__toolbar">
          <button type="button" className="zoom-modal__button" onClick={() => setZoom((value) => clampZoom(value - 1))} disabled={zoom <= minZoom} aria-label={t('variant.zoom_out')}>
            −
          </button>
          <span className="zoom-modal__level" data-testid="zoom-level">
            {zoom}×
          </span>
          <button type="button" className="zoom-modal__button" onClick={() => setZoom((value) => clampZoom(value + 1))} disabled={zoom >= maxZoom} aria-label={t('variant.zoom_in')}>
            +
          </button>
          <button type="button" className="zoom-modal__button zoom-modal__close" onClick={onClose} aria-label={t('variant.close_picture')} data-testid="zoom-close" autoFocus>
            <CloseIcon />
          </button>
        </div>
        <div className="zoom-modal__stage" onWheel={onWheel} ref={stage}>
          <img src={picture.url} alt={alt} className="zoom-modal__image" style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }} data-zoom={zoom} />
        </div>
      </div>
    </div>
  );
}
