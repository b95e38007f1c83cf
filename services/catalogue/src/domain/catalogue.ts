import type { Locale, Variant } from '@shop/contracts';
import type { CatalogueData } from '../domain';
import type { CatalogueIndex, VariantChange } from '../ports/catalogue-index';
import { CatalogueStore } from './catalogue-store';
import { KeptRenderings } from './kept-renderings';

/** The catalogue as the routes use it: records to render and the engine to query, kept in step. */
export class Catalogue {
  /** Variants as listings and searches show them: the same few are asked for page after page. */
  private readonly listed: KeptRenderings<Variant>;

  constructor(
    readonly index: CatalogueIndex,
    readonly store: CatalogueStore,
  ) {
    this.listed = new KeptRenderings(store, (variant, locale) => store.renderVariant(variant, locale));
  }

  /** The variants of `ids` that exist, in that order, as listings and searches show them in `locale`. */
  shownInLists(ids: readonly number[], locale: Locale): Variant[] {
    const shown: Variant[] = [];
    for (const id of ids) {
      const variant = this.listed.get(id, locale);
      if (variant) shown.push(variant);
    }
    return shown;
  }

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
