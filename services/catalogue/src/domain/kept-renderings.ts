import type { Locale } from '@shop/contracts';
import type { CatalogueVariant } from '../domain';
import type { CatalogueStore } from './catalogue-store';

interface Kept<T> {
  rendering: T;
  /** The records it was rendered from (the variant, then its parts) and what of them can change. */
  records: CatalogueVariant[];
  seen: (number | string | boolean)[];
}

/** What `Catalogue.changeVariant` can change of a record; every other field is fixed once loaded. */
const changing = (v: CatalogueVariant) => [v.sale_price, v.availability, v.hidden] as const;

/**
 * What is rendered from a variant's record and its parts' (a cart line, a product read's JSON),
 * kept per language while those records stay as they were: the same record (a new import
 * replaces every one) with the same price, availability and visibility. A variant is read far more
 * often than it changes, and rendering it (supplier, categories, pictures, description, a kit's
 * parts) and writing its JSON cost more than the rest of its read. At most `most` are kept, the
 * earliest rendered going first: the whole catalogue in every language would not fit.
 */
export class KeptRenderings<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    private readonly store: CatalogueStore,
    private readonly render: (variant: CatalogueVariant, locale: Locale) => T,
    private readonly most = 10_000,
  ) {}

  /** The variant rendered in `locale`, rendered again only when its records changed; undefined when unknown. */
  get(id: number, locale: Locale): T | undefined {
    const key = `${locale}${id}`;
    const entry = this.kept.get(key);
    if (entry && this.unchanged(entry)) return entry.rendering;
    this.kept.delete(key);
    const variant = this.store.variant(id);
    if (!variant) return undefined;
    const records = [variant];
    for (const part of variant.parts) {
      const made = this.store.variant(part.variantId);
      if (made) records.push(made);
    }
    const rendering = this.render(variant, locale);
    this.kept.set(key, { rendering, records, seen: records.flatMap(changing) });
    if (this.kept.size > this.most) this.kept.delete(this.kept.keys().next().value!);
    return rendering;
  }

  private unchanged({ records, seen }: Kept<T>): boolean {
    for (let i = 0; i < records.length; i++) {
      const record = records[i]!;
      if (
        this.store.variant(record.id) !== record ||
        seen[i * 3] !== record.sale_price ||
        seen[i * 3 + 1] !== record.availability ||
        seen[i * 3 + 2] !== record.hidden
      )
        return false;
    }
    return true;
  }
}
