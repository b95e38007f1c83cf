import type { CatalogueData } from '../domain';
import type { CatalogueIndex, VariantChange } from '../ports/catalogue-index';
import { CatalogueStore } from './catalogue-store';

/** The catalogue as the routes use it: records to render and the engine to query, kept in step. */
export class Catalogue {
  constructor(
    readonly index: CatalogueIndex,
    readonly store: CatalogueStore,
  ) {}

  static async load(index: CatalogueIndex, data: CatalogueData, imageBase: string): Promise<Catalogue> {
    // A replica starting beside others serves the index they share; only a missing one is built.
    if (!(await index.attach())) await index.replaceCatalogue(data);
    return new Catalogue(index, new CatalogueStore(data, imageBase));
  }

  /** A price, availability or visibility change: shown and searchable at once, no restart. */
  async changeVariant(id: number, change: VariantChange): Promise<boolean> {
    if (!this.store.change(id, change)) return false;
    await this.index.updateVariant(id, change);
    return true;
  }
}
