import { useLocaleStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ImageViewer } from '../src/features/variant-page/image-viewer';
import { clampZoom, pinchZoom, scrollForZoom, stepZoom, zoomLabel } from '../src/features/variant-page/zoom-math';

describe('zoom math', () => {
  it('clamps to 1..8, also for nonsense', () => {
    expect([
      clampZoom(0.2),
      clampZoom(1),
      clampZoom(3.7),
      clampZoom(8),
      clampZoom(40),
      clampZoom(Number.NaN),
      clampZoom(Infinity),
    ]).toEqual([1, 1, 3.7, 8, 8, 1, 1]);
  });

  it('pinches by the ratio of the finger distances, within 1..8', () => {
    expect(pinchZoom(1, 100, 250)).toBe(2.5);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(4, 100, 300)).toBe(8);
    expect(pinchZoom(3, 100, 10)).toBe(1);
    expect(pinchZoom(3, 100, 100)).toBe(3);
    // Fingers that touched down on one spot (distance 0) cannot divide: the zoom stays.
    expect(pinchZoom(3, 0, 120)).toBe(3);
  });

  it('steps to the next whole level from a pinched one', () => {
    expect(stepZoom(2.4, 1)).toBe(3);
    expect(stepZoom(2.4, -1)).toBe(2);
    expect(stepZoom(3, 1)).toBe(4);
    expect(stepZoom(3, -1)).toBe(2);
    expect(stepZoom(8, 1)).toBe(8);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(7.9999999, 1)).toBe(8);
  });

  it('keeps the focus point still while zooming', () => {
    // At 1×, stage point (100, 50) shows picture point (100, 50); at 2× that point sits at (200, 100).
    expect(scrollForZoom({ left: 0, top: 0 }, { x: 100, y: 50 }, 1, 2)).toEqual({ left: 100, top: 50 });
    expect(scrollForZoom({ left: 100, top: 50 }, { x: 100, y: 50 }, 2, 1)).toEqual({ left: 0, top: 0 });
    expect(scrollForZoom({ left: 0, top: 0 }, { x: 100, y: 50 }, 2, 1)).toEqual({ left: 0, top: 0 });
  });

  it('reads whole levels plainly and pinched ones to one decimal in the language', () => {
    expect(zoomLabel(8, 'en')).toBe('8×');
    expect(zoomLabel(2.46, 'en')).toBe('2.5×');
    expect(zoomLabel(2.46, 'de')).toBe('2,5×');
  });
});

/** jsdom has no PointerEvent: a MouseEvent with the pointer's id and type is what React reads. */
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}

describe('ImageViewer pinch', () => {
  beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  const touch = (
    type: 'pointerDown' | 'pointerMove' | 'pointerUp',
    pointerId: number,
    clientX: number,
    clientY = 200,
  ) =>
    fireEvent[type](screen.getByTestId('zoom-stage'), {
      pointerId,
      pointerType: 'touch',
      clientX,
      clientY,
      bubbles: true,
    });

  it('zooms with two fingers, clamped to 1..8, and the buttons step on from there', () => {
    renderWithProviders(
      <ImageViewer pictures={[{ id: 1, url: '/static/images/products/g-1.svg', is_main: true }]} alt="Grating" />,
    );
    fireEvent.click(screen.getByTestId('main-picture'));
    const level = screen.getByTestId('zoom-level');

    touch('pointerDown', 1, 100);
    touch('pointerDown', 2, 200);
    touch('pointerMove', 2, 350); // 100 px apart -> 250 px apart
    expect(level).toHaveTextContent('2.5×');
    touch('pointerMove', 2, 5000); // far beyond 8×
    expect(level).toHaveTextContent('8×');
    touch('pointerMove', 2, 101); // fingers together: not below 1×
    expect(level).toHaveTextContent('1×');
    touch('pointerMove', 2, 330);
    expect(level).toHaveTextContent('2.3×');
    touch('pointerUp', 2, 330);
    touch('pointerUp', 1, 100);

    // A single finger pans; it does not zoom.
    touch('pointerDown', 3, 100);
    touch('pointerMove', 3, 40);
    expect(level).toHaveTextContent('2.3×');
    touch('pointerUp', 3, 40);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('3×');
    // A new pinch starts from the current level.
    touch('pointerDown', 4, 100);
    touch('pointerDown', 5, 300);
    touch('pointerMove', 5, 200);
    expect(level).toHaveTextContent('1.5×');
  });

  it('ignores the mouse: it zooms by wheel and buttons', () => {
    renderWithProviders(<ImageViewer pictures={[{ id: 1, url: '/x.svg', is_main: true }]} alt="Grating" />);
    fireEvent.click(screen.getByTestId('main-picture'));
    const stage = screen.getByTestId('zoom-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'mouse', clientX: 0 });
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'mouse', clientX: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: 'mouse', clientX: 400 });
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('1×');
  });
});
