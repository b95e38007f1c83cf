import { buildCategoryTree } from '@shop/infra';
import { healthRoutes, useZod, type EventBus } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueIndex } from './ports/catalogue-index';
import { rootCategoriesRoute } from './routes/category/root-categories';
import { registerSearchRoutes } from './routes/search/register';
import { imageRoutes } from './routes/static/images';
import { seedCategories } from './seed';

export interface CatalogueServiceOptions {
  index: CatalogueIndex;
  bus: EventBus;
  /** Where pictures are served from, shared by every service that links to them. */
  imageBase?: string;
  /** Load the seeded catalogue into the index when the plugin starts. */
  seed?: boolean;
}

/** The catalogue domain: categories, products, variants, search and static content. */
export const catalogueService: FastifyPluginAsync<CatalogueServiceOptions> = async (app, opts) => {
  useZod(app);
  const imageBase = opts.imageBase ?? '/static/images';
  if (opts.seed !== false) await opts.index.replaceCategories(seedCategories(imageBase));

  const iconBySlug = new Map(buildCategoryTree().map((row) => [row.slug, row.icon]));
  await app.register(healthRoutes, { service: 'catalogue', adapters: { search: opts.index.kind, events: opts.bus.kind } });
  await app.register(rootCategoriesRoute, { index: opts.index });
  await app.register(registerSearchRoutes, { bus: opts.bus });
  await app.register(imageRoutes, { iconOf: (slug) => iconBySlug.get(slug) });
};
