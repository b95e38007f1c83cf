import { categoryIconSvg, productPictureSvg, type IconShape } from '@shop/catalogue-schema';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pngPictures } from './picture-png';

const cacheForADay = 'public, max-age=86400';
/** Pictograms are shown up to 48 px wide: twice that for a phone's dense screen. */
const iconWidth = 96;
/** A product picture's largest showing, the variant page's gallery. */
const pictureWidth = 480;

/**
 * Category pictograms and product pictures, drawn from the family of the category, as PNG (what the
 * catalogue names) or as the SVG they are drawn from, and cached by browsers for a day.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ iconOf: (slug: string) => IconShape | undefined }> = async (
  app,
  { iconOf },
) => {
  const png = pngPictures();

  app.get(
    '/static/images/categories/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.(svg|png)$/, 'validation.invalid') }) } },
    async (request, reply) => {
      const [, slug, format] = /^(.+)\.(svg|png)$/.exec(request.params.file) ?? [];
      const shape = slug ? iconOf(slug) : undefined;
      if (!shape) throw HttpError.notFound();
      reply.header('cache-control', cacheForADay);
      return format === 'png'
        ? reply.type('image/png').send(png(`icon-${shape}`, () => categoryIconSvg(shape), iconWidth))
        : reply.type('image/svg+xml').send(categoryIconSvg(shape));
    },
  );

  app.get(
    '/static/images/products/:file',
    {
      schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+-[1-3]\.(svg|png)$/, 'validation.invalid') }) },
    },
    async (request, reply) => {
      const [, slug, view, format] = /^(.+)-([1-3])\.(svg|png)$/.exec(request.params.file) ?? [];
      const shape = slug ? iconOf(slug) : undefined;
      if (!shape) throw HttpError.notFound();
      const drawing = () => productPictureSvg(shape, Number(view));
      reply.header('cache-control', cacheForADay);
      return format === 'png'
        ? reply.type('image/png').send(png(`picture-${shape}-${view}`, drawing, pictureWidth))
        : reply.type('image/svg+xml').send(drawing());
    },
  );
};
