import { quickOrderMaxLines, QuickOrderResolveBodySchema, QuickOrderResolveResponseSchema } from '@shop/contracts';
import { refuseLongList, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueStore } from '../../domain/catalogue-store';
import { resolveCodes } from '../../domain/resolve-codes';

/**
 * POST /productVariant/resolve: the quick order's pasted lines, each with the variant its code
 * names and why the cart would refuse it. A POST for the body's size (up to 200 codes), though it
 * changes nothing.
 */
export const resolveRoute: FastifyPluginAsyncZod<{ store: CatalogueStore }> = async (app, { store }) => {
  app.post(
    '/productVariant/resolve',
    {
      schema: { body: QuickOrderResolveBodySchema, response: { 200: QuickOrderResolveResponseSchema } },
      preValidation: refuseLongList('lines', quickOrderMaxLines, 'quick_order.too_many_lines'),
    },
    async (request) => ({ lines: resolveCodes(store, request.body.lines, requestLocale(request)) }),
  );
};
