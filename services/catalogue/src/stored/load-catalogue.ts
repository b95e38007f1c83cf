import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueData } from '../domain';
import { demoCatalogue, emptyCatalogue, seedCategories } from '../seed';
import { catalogueFileOf, readCatalogueFile, writeCatalogueFile, type StoredCatalogue } from './catalogue-file';

/** How an operator fills an empty catalogue: the image's precompiled import (docs/production.md). */
export const importCommand = 'node services/catalogue/dist/import.js <feed.jsonl | feed.csv | catalogue.json>';

/**
 * The records a shop without a data file starts from: the generated demo, or (`demo` false:
 * production) the supplier register alone, which nothing writes until an import does.
 */
export const catalogueWithoutFile = (demo: boolean): StoredCatalogue => (demo ? demoCatalogue() : emptyCatalogue());

/**
 * The catalogue as imported into DATA_DIR. A shop without one gets the generated demo catalogue
 * (`demo`: the demo's first start), written there once, or else starts empty and says so in one line;
 * later starts read what is stored, imports included.
 */
export async function loadCatalogueData(
  dataDir: string,
  imageBase: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  { demo }: { demo: boolean },
): Promise<CatalogueData> {
  const file = catalogueFileOf(dataDir);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let stored = await readCatalogueFile(file);
  if (stored) {
    log.info({ file, variants: stored.variants.length, ms: ms() }, 'catalogue read from its data file');
  } else if (demo) {
    stored = catalogueWithoutFile(true);
    await writeCatalogueFile(file, stored);
    log.info({ file, variants: stored.variants.length, ms: ms() }, 'no catalogue data file: wrote the demo catalogue');
  } else {
    stored = catalogueWithoutFile(false);
    log.warn(
      { file, variants: 0, import: importCommand },
      "the catalogue is empty: no data file yet; import the shop's catalogue with the import command, then restart",
    );
  }
  return { categories: seedCategories(imageBase), ...stored };
}
