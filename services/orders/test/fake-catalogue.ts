import type { Locale, Variant } from '@shop/contracts';
import type { VariantCatalogue } from '../src/ports/variant-catalogue';

/** A catalogue whose variants a test sets and changes (prices move, availability ends). */
export class FakeCatalogue implements VariantCatalogue {
  readonly variants = new Map<number, Variant>();

  async getVariants(ids: number[], _locale: Locale): Promise<Map<number, Variant>> {
    return new Map(ids.flatMap((id) => (this.variants.has(id) ? [[id, this.variants.get(id)!] as const] : [])));
  }

  put(id: number, over: Partial<Variant> = {}): Variant {
    const variant: Variant = {
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
      ...over,
    };
    this.variants.set(id, variant);
    return variant;
  }
}
