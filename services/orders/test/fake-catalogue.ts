import type { Locale } from '@shop/contracts';
import type { PriceChanges, ShownVariant, VariantCatalogue } from '../src/shared/variant-catalogue';

type TestVariant = ShownVariant & { titles?: Partial<Record<Locale, string>> };

/** The fake's variants: each one set or deleted counts as a price change, as the catalogue's records do. */
class VariantRecords extends Map<number, TestVariant> {
  readonly changes: number[] = [];

  override set(id: number, variant: TestVariant): this {
    this.changes.push(id);
    return super.set(id, variant);
  }

  override delete(id: number): boolean {
    this.changes.push(id);
    return super.delete(id);
  }
}

/**
 * A catalogue whose variants a test sets and changes (prices move, availability ends), and which
 * tells which changed since when, as the catalogue in the gateway's process does. A variant
 * may have a title per language (`titles`); `showFails` makes reading variants as shown fail, as a
 * catalogue that cannot be reached for them.
 */
export class FakeCatalogue implements VariantCatalogue {
  readonly variants = new VariantRecords();
  showFails = false;
  readonly priceChanges: PriceChanges = {
    epoch: () => this.variants.changes.length,
    since: (epoch) => this.variants.changes.slice(epoch),
  };

  async getVariants(ids: number[], locale: Locale): Promise<Map<number, ShownVariant>> {
    return this.read(ids, locale);
  }

  async showVariants(ids: number[], locale: Locale): Promise<Map<number, ShownVariant>> {
    if (this.showFails) throw new Error('catalogue unreachable');
    return this.read(ids, locale);
  }

  put(id: number, over: Partial<TestVariant> = {}): ShownVariant {
    const variant: TestVariant = {
      id,
      code: `NB-${id}`,
      title: `Doppelstabmattenzaun ${id}`,
      sale_price: 4_990,
      min_order: 1,
      supplier: { id: 1, name: 'Teräsaita Oy', slug: 'terasaita-oy' },
      availability: 'available',
      description: '',
      delivery_estimate: { kind: 'range', min: 1, max: 3 },
      products: { id: 1, slug: 'doppelstabmattenzaun', title: 'Doppelstabmattenzaun' },
      product_categories: [],
      variant_pictures: [],
      parts: [],
      ...over,
    };
    this.variants.set(id, variant);
    return variant;
  }

  private read(ids: number[], locale: Locale): Map<number, ShownVariant> {
    return new Map(
      ids.flatMap((id) => {
        const found = this.variants.get(id);
        if (!found) return [];
        const { titles, ...variant } = found;
        return [[id, { ...variant, title: titles?.[locale] ?? variant.title }] as const];
      }),
    );
  }
}
