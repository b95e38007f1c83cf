import { buildCategoryTree } from '@shop/catalogue-schema';
import {
  BackgroundPublisher,
  healthRoutes,
  MemoryRateLimiter,
  metricsRoutes,
  useFastJson,
  useZod,
  type EventBus,
  type RateLimiter,
} from '@shop/service-kit';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { MemoryClickRankings } from './adapters/memory/memory-click-rankings';
import { MemorySupplierRecords } from './adapters/memory/memory-supplier-records';
import { SampleCompanyRegister } from './adapters/sample-company-register';
import { Catalogue } from './domain/catalogue';
import { SupplierRegister } from './domain/supplier-register';
import type { CatalogueIndex } from './ports/catalogue-index';
import type { StoredCatalogue } from './ports/catalogue-source';
import type { ClickRankings } from './ports/click-rankings';
import type { CompanyRegister } from './ports/company-register';
import type { SupplierRecords } from './ports/supplier-records';
import { categoryDetailRoute } from './routes/category/category-detail';
import { rootCategoriesRoute } from './routes/category/root-categories';
import { contentRoutes } from './routes/content';
import { productRoutes } from './routes/product';
import { productVariantRoutes } from './routes/product-variant';
import { companyRoutes } from './routes/search/company';
import { QueryRegistry } from './routes/search/query-registry';
import { registerSearchRoutes } from './routes/search/register';
import { searchRoutes } from './routes/search/search';
import { imageRoutes } from './routes/static/images';
import { internalSupplierRoutes, supplierRoutes } from './routes/suppliers';
import { supplierBackofficeRoutes } from './routes/suppliers/backoffice';
import { shopCategories } from './shop-categories';
import { noRecords } from './stored/load-catalogue';

export interface CatalogueServiceOptions {
  index: CatalogueIndex;
  bus: EventBus;
  /** Where pictures are served from, shared by every service that links to them. */
  imageBase?: string;
  /** The records loaded into `index` when no `catalogue` is given (default: none, the empty shop). */
  records?: StoredCatalogue;
  /** A catalogue already loaded into `index` (tests keep it to change prices and stock). */
  catalogue?: Catalogue;
  companies?: CompanyRegister;
  /** Where search clicks are counted for the top and popular lists (default: in memory). */
  rankings?: ClickRankings;
  /**
   * Serve the calls only the shop's own services make (GET /internal/suppliers/{id}): only when the
   * catalogue runs as its own process, which the gateway reaches for the public prefixes alone.
   */
  internalCalls?: boolean;
  /** Operators' changes of supplier records (default: in memory). */
  supplierRecords?: SupplierRecords;
  /**
   * The operator guard (service-kit's requireRole): the back office's supplier calls are served
   * only with one, as nobody else may reach them.
   */
  operatorsOnly?: preHandlerAsyncHookHandler;
  /**
   * Counts the search signals per address (default in memory, one process); create-catalogue.ts:
   * RATE_LIMIT_MONGODB_URI's store, so every replica counts together.
   */
  rateLimiter?: RateLimiter;
}

/** The catalogue domain: categories, products, variants, search and static content. */
export const catalogueService: FastifyPluginAsync<CatalogueServiceOptions> = async (app, opts) => {
  useZod(app);
  // Read routes answer lists of dozens of variants: zod's encode of each would cost more than the query.
  useFastJson(app);
  const imageBase = opts.imageBase ?? '/static/images';
  const records = () => ({ categories: shopCategories(imageBase), ...(opts.records ?? noRecords()) });
  const catalogue = opts.catalogue ?? (await Catalogue.load(opts.index, records(), imageBase));
  const rankings = opts.rankings ?? new MemoryClickRankings();
  const suppliers = new SupplierRegister(catalogue.store, opts.supplierRecords ?? new MemorySupplierRecords());
  // Clicks reach the ranking through the bus, whichever replica answered the search. One consumer
  // group for all replicas: each click is recorded once, in the store they all read.
  await opts.bus.subscribe('catalogue-popularity', 'search.click', (event) =>
    rankings.record({
      eventId: event.id,
      variantId: event.payload.variant_id,
      addToCart: event.payload.add_to_cart,
    }),
  );

  const iconBySlug = new Map(buildCategoryTree().map((row) => [row.slug, row.icon]));
  await app.register(healthRoutes, {
    service: 'catalogue',
    adapters: {
      search: catalogue.index.kind,
      rankings: rankings.kind,
      supplierRecords: suppliers.kind,
      events: opts.bus.kind,
    },
    readiness: {
      // The cheapest query every page needs: the search index answers it or the shop shows nothing.
      search: async () => {
        await catalogue.index.rootCategories('de');
        return { ok: true, detail: `${catalogue.index.kind} answers` };
      },
    },
    details: { bus: () => opts.bus.ready() },
  });
  await app.register(metricsRoutes, { service: 'catalogue' });
  await app.register(rootCategoriesRoute, { index: catalogue.index });
  await app.register(categoryDetailRoute, { catalogue });
  await app.register(productVariantRoutes, { catalogue, rankings });
  await app.register(productRoutes, { catalogue });
  // Search signals never hold up a search: flushed (for a bounded time) before the bus closes.
  const signals = new BackgroundPublisher(opts.bus, { logger: app.log });
  app.addHook('onClose', async () => signals.close());
  const limiter = opts.rateLimiter ?? new MemoryRateLimiter();
  const queries = new QueryRegistry(signals, {
    limiter,
    onStoreFailure: (error) =>
      app.log.warn({ err: error }, 'catalogue: the rate limit store did not answer; the query went uncounted'),
  });
  await app.register(searchRoutes, { catalogue, queries });
  await app.register(companyRoutes, { register: opts.companies ?? new SampleCompanyRegister() });
  await app.register(registerSearchRoutes, { signals, queries, limiter });
  await app.register(contentRoutes);
  await app.register(supplierRoutes, { register: suppliers });
  if (opts.internalCalls) await app.register(internalSupplierRoutes, { register: suppliers });
  if (opts.operatorsOnly)
    await app.register(supplierBackofficeRoutes, { register: suppliers, operatorsOnly: opts.operatorsOnly });
  await app.register(imageRoutes, { iconOf: (slug) => iconBySlug.get(slug) });
};
