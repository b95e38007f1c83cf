import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueData } from '../domain';
import type { CatalogueSeed } from '../ports/catalogue-seed';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';
import { shopCategories } from '../shop-categories';

/** How an operator fills an empty catalogue: the image's precompiled import (docs/production.md). */
export const importCommand = 'node services/catalogue/dist/import.js <feed.jsonl | feed.csv | catalogue.json | ->';

/** What a catalogue holds before anything is stored: no suppliers, products or variants. */
export const noRecords = (): StoredCatalogue => ({ suppliers: [], products: [], variants: [] });

/**
 * The catalogue as imported into its source. A shop with nothing stored gets its `seed` (the demo's
 * first start), written there once, or without one starts empty and says so in one line; later
 * starts read what is stored, imports included.
 */
export async function loadCatalogueData(
  source: CatalogueSource,
  imageBase: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  seed: CatalogueSeed | undefined,
): Promise<CatalogueData> {
  const where = { source: source.location };
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const stored = source.readFingerprinted
    ? await source.readFingerprinted()
    : await source
        .read()
        .then((catalogue) => catalogue && { catalogue, fingerprint: undefined, variantRecords: undefined });
  if (stored) {
    log.info(
      { ...where, variants: stored.catalogue.variants.length, variantRecords: stored.variantRecords, ms: ms() },
      source.logLines.read,
    );
    return { categories: shopCategories(imageBase), ...stored.catalogue, fingerprint: stored.fingerprint };
  }
  const created = seed?.() ?? noRecords();
  if (seed) {
    await source.replace(created);
    log.info({ ...where, variants: created.variants.length, ms: ms() }, source.logLines.demoWritten);
  } else {
    log.warn({ ...where, variants: 0, import: importCommand }, source.logLines.empty);
  }
  return { categories: shopCategories(imageBase), ...created };
}
