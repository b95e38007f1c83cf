import type { Locale, Variant, VariantDetail } from '@shop/contracts';
import type { CatalogueVariant } from '../domain';
import type { Catalogue } from './catalogue';

/** A variant as GET /productVariant/{id} shows it, less its attribute table: what a cart line carries. */
export type ShownVariant = Variant & Pick<VariantDetail, 'parts'>;

interface Rendered {
  shown: ShownVariant;
  /** The records it was rendered from (the variant, then its parts) and what of them can change. */
  records: CatalogueVariant[];
  seen: (number | string | boolean)[];
}

/** What `Catalogue.changeVariant` can change of a record; every other field is fixed once loaded. */
const changing = (v: CatalogueVariant) => [v.sale_price, v.availability, v.hidden] as const;

/**
 * The variants as shown, for the orders service in the same process: a cart answers every line's
 * variant on every change (docs/orders.md, "What a cart answers"), and rendering them all again
 * (supplier, categories, pictures, description, a kit's parts) made each add-to-cart about twice
 * as dear (docs/orders.md, "Benchmark and method"). Each is rendered once per language and kept
 * while its records stay as they were: the same object is answered, so the orders service also
 * writes its JSON once.
 */
export class ShownVariants {
  private readonly rendered = new Map<Locale, Map<number, Rendered>>();

  constructor(private readonly catalogue: Catalogue) {}

  show(ids: number[], locale: Locale): Map<number, ShownVariant> {
    let inLocale = this.rendered.get(locale);
    if (!inLocale) this.rendered.set(locale, (inLocale = new Map()));
    const shown = new Map<number, ShownVariant>();
    for (const id of ids) {
      if (shown.has(id)) continue;
      let entry = inLocale.get(id);
      if (!entry || !unchanged(entry)) {
        const fresh = this.render(id, locale);
        if (!fresh) continue;
        inLocale.set(id, (entry = fresh));
      }
      shown.set(id, entry.shown);
    }
    return shown;
  }

  private render(id: number, locale: Locale): Rendered | undefined {
    const { store } = this.catalogue;
    const variant = store.variant(id);
    if (!variant) return undefined;
    const records = [variant];
    const parts = variant.parts.flatMap((part) => {
      const made = store.variant(part.variantId);
      if (!made) return [];
      records.push(made);
      return [{ quantity: part.quantity, variant: store.renderVariant(made, locale) }];
    });
    return { shown: { ...store.renderVariant(variant, locale), parts }, records, seen: records.flatMap(changing) };
  }
}

function unchanged({ records, seen }: Rendered): boolean {
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (
      seen[i * 3] !== record.sale_price ||
      seen[i * 3 + 1] !== record.availability ||
      seen[i * 3 + 2] !== record.hidden
    )
      return false;
  }
  return true;
}
