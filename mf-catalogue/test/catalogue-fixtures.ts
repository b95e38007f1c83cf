import type { Variant, VariantDetail } from '@shop/contracts';

/** A variant as the catalogue service answers it; overrides for what a test is about. */
export function variantFixture(id: number, overrides: Partial<Variant> = {}): Variant {
  return {
    id,
    code: `BZ-${String(id).padStart(6, '0')}`,
    title: `Mobile fence panel ${id}`,
    sale_price: 4790,
    min_order: 20,
    supplier: { id: 4, name: 'Pohjolan Profiili Oy', slug: 'pohjolan-profiili-oy' },
    availability: 'available',
    description: 'Mobile fence for building sites.',
    delivery_estimate: { kind: 'upTo', days: 4 },
    products: { id: 419, slug: 'mobile-fence-panel', title: 'Mobile fence panel heavy duty' },
    product_categories: [
      { categoryid: 1, slug: 'fences', title: 'Fences' },
      { categoryid: 13, slug: 'temporary-fences', title: 'Temporary fences' },
    ],
    variant_pictures: [],
    ...overrides,
  };
}

export function variantDetailFixture(id: number, overrides: Partial<VariantDetail> = {}): VariantDetail {
  return { ...variantFixture(id), attributes: [], hidden: false, parts: [], ...overrides };
}
