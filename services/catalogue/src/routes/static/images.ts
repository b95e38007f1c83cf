import { categoryIconSvg, productPictureSvg, type IconShape } from '@shop/infra';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Category pictograms and product pictures, generated from the family of the category and
 * cached by browsers for a day.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ iconOf: (slug: string) => IconShape | undefined }> = async (
  app,
  { iconOf },
) => {
  app.get(
    '/static/images/categories/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'validation.invalid') }) } },
    async (request, reply) => {
      const shape = iconOf(request.params.file.replace(/\.svg$/, ''));
      if (!shape) throw HttpError.notFound();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(categoryIconSvg(shape));
    },
  );

  app.get(
    '/static/images/products/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+-[1-3]\.svg$/, 'validation.invalid') }) } },
    async (request, reply) => {
      const [, slug, view] = /^(.+)-([1-3])\.svg$/.exec(request.params.file) ?? [];
      const shape = slug ? iconOf(slug) : undefined;
      if (!shape) throw HttpError.notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productPictureSvg(shape, Number(view)));
    },
  );
};
