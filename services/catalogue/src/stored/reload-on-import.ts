import { randomUUID } from 'node:crypto';
import type { EventBus } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Catalogue } from '../domain/catalogue';
import type { CatalogueSource } from '../ports/catalogue-source';
import { shopCategories } from '../shop-categories';

export interface ReloadOnImportOptions {
  bus: EventBus;
  source: CatalogueSource;
  catalogue: Catalogue;
  imageBase: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Serves every import from the moment it is live, without a restart: each replica hears
 * `catalogue.imported` in a consumer group of its own (every replica must hear every import, as
 * each orders replica's live channel hears every cart) and reads the new version from the source.
 * The search index needs nothing: the import moved its alias already.
 */
export async function reloadOnImport({ bus, source, catalogue, imageBase, log }: ReloadOnImportOptions): Promise<void> {
  await bus.subscribe(`catalogue-reload-${randomUUID()}`, 'catalogue.imported', async () => {
    const started = performance.now();
    const stored = await source.read();
    if (!stored) return;
    catalogue.store.replace({ categories: shopCategories(imageBase), ...stored });
    log.info(
      { source: source.location, variants: stored.variants.length, ms: Math.round(performance.now() - started) },
      'catalogue reloaded after an import',
    );
  });
}
