import { CategoryDetailSchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../../domain/catalogue';

/**
 * GET /category/by-slug/{slug}: a category page's frame in one call — the category, its
 * ancestors (breadcrumbs) and its direct subcategories with their visible variant counts.
 */
export const categoryDetailRoute: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  const { index, store } = catalogue;
  app.get(
    '/category/by-slug/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: CategoryDetailSchema } } },
    async (request) => {
      const category = store.categoryBySlug(request.params.slug);
      if (!category) throw HttpError.notFound('catalogue.category_not_found');
      const locale = requestLocale(request);
      const [counts, children] = await Promise.all([
        index.variantCounts(),
        index.childCategories(category.categoryid, locale),
      ]);
      return {
        ...store.category(category, locale, counts.get(category.categoryid) ?? 0),
        ancestors: store
          .lineage(category.categoryid)
          .slice(0, -1)
          .map((c) => ({ categoryid: c.categoryid, slug: c.slug, title: c.title[locale] })),
        children,
      };
    },
  );
};
