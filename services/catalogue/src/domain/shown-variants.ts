import type { Locale, Variant, VariantDetail } from '@shop/contracts';
import type { Catalogue } from './catalogue';
import { KeptRenderings } from './kept-renderings';

/** A variant as GET /productVariant/{id} shows it, less its attribute table: what a cart line carries. */
export type ShownVariant = Variant & Pick<VariantDetail, 'parts'>;

/**
 * The variants as shown, for the orders service in the same process: a cart answers every line's
 * variant on every change (docs/orders.md, "What a cart answers"), and rendering them all again
 * (supplier, categories, pictures, description, a kit's parts) made each add-to-cart about twice
 * as dear (docs/orders.md, "Benchmark and method"). Each is rendered once per language and kept
 * while its records stay as they were (KeptRenderings): the same object is answered, so the orders
 * service also writes its JSON once.
 */
export class ShownVariants {
  private readonly kept: KeptRenderings<ShownVariant>;

  constructor(catalogue: Catalogue) {
    const { store } = catalogue;
    this.kept = new KeptRenderings(store, (variant, locale) => ({
      ...store.renderVariant(variant, locale),
      parts: store.renderParts(variant, locale),
    }));
  }

  show(ids: number[], locale: Locale): Map<number, ShownVariant> {
    const shown = new Map<number, ShownVariant>();
    for (const id of ids) {
      if (shown.has(id)) continue;
      const variant = this.kept.get(id, locale);
      if (variant) shown.set(id, variant);
    }
    return shown;
  }
}
