import type { Locale } from '@shop/contracts';
import type { ShownVariant, VariantCatalogue } from '../src/shared/variant-catalogue';

type TestVariant = ShownVariant & { titles?: Partial<Record<Locale, string>> };

/**
 * A catalogue whose variants a test sets and changes (prices move, availability ends). A variant
 * may have a title per language (`titles`); `showFails` makes reading variants as shown fail, as a
 * catalogue that cannot be reached for them.
 */
export class FakeCatalogue implements VariantCatalogue {
  readonly variants = new Map<number, TestVariant>();
  showFails = false;

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
