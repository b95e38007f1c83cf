import { RootCategoriesResponseSchema } from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueIndex } from '../../ports/catalogue-index';

export const rootCategoriesRoute: FastifyPluginAsyncZod<{ index: CatalogueIndex }> = async (app, { index }) => {
  app.get(
    '/category/rootCategories',
    { schema: { response: { 200: RootCategoriesResponseSchema } } },
    async (request) => index.rootCategories(requestLocale(request)),
  );
};
