import type { IconShape } from './families';

const strokeStyle = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
const stroke = `${strokeStyle} stroke-width="2"`;

const shapes: Record<IconShape, string> = {
  fence: '<path d="M5 21V6l2-3 2 3v15M11 21V6l2-3 2 3v15M17 21V6l2-3 2 3v15M3 10h20M3 17h20"/>',
  gate: '<path d="M3 21V3M21 21V3M6 20V8h12v12M6 8l12 12M18 8L6 20"/>',
  post: '<path d="M10 21V5l2-2 2 2v16M7 9h10M7 15h10M6 21h12"/>',
  pipe: '<ellipse cx="6" cy="12" rx="3" ry="6"/><path d="M6 6h12M6 18h12"/><ellipse cx="18" cy="12" rx="3" ry="6"/>',
  beam: '<path d="M4 4h16M4 20h16M12 4v16M4 4v2M20 4v2M4 20v-2M20 20v-2"/>',
  grating: '<rect x="3" y="4" width="18" height="16" rx="1"/><path d="M7 4v16M11 4v16M15 4v16M19 4v16M3 12h18"/>',
  mesh: '<rect x="3" y="3" width="18" height="18" rx="1"/><path d="M3 9h18M3 15h18M9 3v18M15 3v18"/>',
  sheet: '<path d="M4 8l8-4 8 4-8 4-8-4zM4 12l8 4 8-4M4 16l8 4 8-4"/>',
  roof: '<path d="M2 13L12 4l10 9M9 21v-7h6v7M17 7V4h2v5"/>',
  fixing: '<path d="M9 3h6l1 3H8l1-3zM10 6v13l2 2 2-2V6M10 10h4M10 14h4"/>',
};

/** A 24px line pictogram of a product family, coloured by the page (currentColor). */
export function categoryIconSvg(shape: IconShape, color = '#1f4e79'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" color="${color}" ${stroke}>${shapes[shape]}</svg>`;
}

const backgrounds = ['#eef3f8', '#f4f1ea', '#eaf4ee'];

/**
 * A product picture of a family: the family pictogram on a tinted plate. `view` 1..3 gives the
 * main picture and two detail views (zoomed pictogram), so a gallery has distinct images.
 */
export function productPictureSvg(shape: IconShape, view: number): string {
  const scale = view === 1 ? 1 : view === 2 ? 1.6 : 2.4;
  const offset = 12 - 12 * scale;
  const background = backgrounds[(view - 1) % backgrounds.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 24 24"><rect width="24" height="24" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})" color="#1f4e79" ${strokeStyle} stroke-width="${1.2 / scale}">${shapes[shape]}</g></svg>`;
}
