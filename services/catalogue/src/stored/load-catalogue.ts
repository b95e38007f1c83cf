import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueData } from '../domain';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';
import { demoCatalogue, emptyCatalogue, seedCategories } from '../seed';

/** How an operator fills an empty catalogue: the image's precompiled import (docs/production.md). */
export const importCommand = 'node services/catalogue/dist/import.js <feed.jsonl | feed.csv | catalogue.json | ->';

/**
 * The records a shop with nothing stored starts from: the generated demo, or (`demo` false:
 * production) the supplier register alone, which nothing writes until an import does.
 */
export const catalogueWithoutFile = (demo: boolean): StoredCatalogue => (demo ? demoCatalogue() : emptyCatalogue());

/**
 * The catalogue as imported into its source. A shop with nothing stored gets the generated demo
 * catalogue (`demo`: the demo's first start), written there once, or else starts empty and says so
 * in one line; later starts read what is stored, imports included.
 */
export async function loadCatalogueData(
  source: CatalogueSource,
  imageBase: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  { demo }: { demo: boolean },
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
    return { categories: seedCategories(imageBase), ...stored.catalogue, fingerprint: stored.fingerprint };
  }
  const created = catalogueWithoutFile(demo);
  if (demo) {
    await source.replace(created);
    log.info({ ...where, variants: created.variants.length, ms: ms() }, source.logLines.demoWritten);
  } else {
    log.warn({ ...where, variants: 0, import: importCommand }, source.logLines.empty);
  }
  return { categories: seedCategories(imageBase), ...created };
}
