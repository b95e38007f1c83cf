import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueData } from '../domain';
import { demoCatalogue, seedCategories } from '../seed';
import { catalogueFileOf, readCatalogueFile, writeCatalogueFile } from './catalogue-file';

/**
 * The catalogue as imported into DATA_DIR. A shop without one (the demo's first start) gets the
 * generated demo catalogue, written there once: later starts read what is stored, imports included.
 */
export async function loadCatalogueData(
  dataDir: string,
  imageBase: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<CatalogueData> {
  const file = catalogueFileOf(dataDir);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let stored = await readCatalogueFile(file);
  if (stored) {
    log.info({ file, variants: stored.variants.length, ms: ms() }, 'catalogue read from its data file');
  } else {
    stored = demoCatalogue();
    await writeCatalogueFile(file, stored);
    log.info({ file, variants: stored.variants.length, ms: ms() }, 'no catalogue data file: wrote the demo catalogue');
  }
  return { categories: seedCategories(imageBase), ...stored };
}
