import type { CatalogueSource, FingerprintedCatalogue, StoredCatalogue } from '../../ports/catalogue-source';
import {
  catalogueFileOf,
  readCatalogueFile,
  readFingerprintedCatalogueFile,
  writeCatalogueFile,
} from './catalogue-file';

/**
 * The embedded shop's catalogue source: DATA_DIR/catalogue/catalogue.json, replaced in one step
 * (written beside it, renamed over it). One host: every process reading it shares the folder.
 */
export class FileCatalogueSource implements CatalogueSource {
  readonly kind = 'file';
  readonly location: string;
  readonly logLines = {
    read: 'catalogue read from its data file',
    demoWritten: 'no catalogue data file: wrote the demo catalogue',
    empty:
      "the catalogue is empty: no data file yet; import the shop's catalogue with the import command, then restart",
  };

  constructor(dataDir: string) {
    this.location = catalogueFileOf(dataDir);
  }

  read(): Promise<StoredCatalogue | undefined> {
    return readCatalogueFile(this.location);
  }

  readFingerprinted(): Promise<FingerprintedCatalogue | undefined> {
    return readFingerprintedCatalogueFile(this.location);
  }

  replace(catalogue: StoredCatalogue): Promise<void> {
    return writeCatalogueFile(this.location, catalogue);
  }

  async close(): Promise<void> {}
}
