import { Resvg } from '@resvg/resvg-js';

/**
 * The catalogue's drawn pictures as PNG, each rendered once per process. A browser makes an SVG image
 * a document of its own and paints it on the page's main thread (about 10 ms each on a phone, a home
 * page shows 34); a PNG it decodes off that thread, as it does a supplier's photo.
 */
export function pngPictures(): (key: string, svg: () => string, width: number) => Buffer {
  const rendered = new Map<string, Buffer>();
  return (key, svg, width) => {
    let png = rendered.get(key);
    if (!png) {
      png = new Resvg(svg(), { fitTo: { mode: 'width', value: width } }).render().asPng();
      rendered.set(key, png);
    }
    return png;
  };
}
