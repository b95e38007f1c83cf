import { attributeByKey } from '@shop/catalogue-schema';
import { DeliveryEstimateSchema, locales } from '@shop/contracts';
import { generateCatalogue } from '../src';

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue();

  it('makes the default shop: over 10,000 variants, over 100 suppliers, every category stocked', () => {
    expect(catalogue.variants.length).toBeGreaterThan(10_000);
    expect(catalogue.suppliers.length).toBeGreaterThan(100);
    expect(new Set(catalogue.suppliers.map((s) => s.slug)).size).toBe(catalogue.suppliers.length);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(30);
    const leaves = catalogue.categories.filter((c) => !catalogue.categories.some((x) => x.parentid === c.categoryid));
    const stocked = new Set(catalogue.products.map((p) => p.categoryid));
    expect(leaves.every((c) => stocked.has(c.categoryid))).toBe(true);
  });

  it('is deterministic for a seed and differs for another', () => {
    const again = generateCatalogue({ variants: 500 });
    expect(generateCatalogue({ variants: 500 })).toEqual(again);
    expect(generateCatalogue({ variants: 500, seed: 7 }).variants[0]).not.toEqual(again.variants[0]);
  });

  it('gives products several variants, titles in four languages with real compound words', () => {
    const perProduct = new Map<number, number>();
    for (const v of catalogue.variants) perProduct.set(v.productId, (perProduct.get(v.productId) ?? 0) + 1);
    const plain = catalogue.products.filter((p) => !p.isSet);
    expect(plain.filter((p) => (perProduct.get(p.id) ?? 0) >= 3).length / plain.length).toBeGreaterThan(0.9);
    for (const v of catalogue.variants.slice(0, 200))
      for (const l of locales) expect(v.title[l].length).toBeGreaterThan(5);
    const titles = (l: (typeof locales)[number]) => catalogue.variants.map((v) => v.title[l]).join('\n');
    for (const word of ['Verkkoaita', 'Teräsputki', 'Aitatolppa', 'Liukuportti']) expect(titles('fi')).toContain(word);
    for (const word of ['Doppelstabmattenzaun', 'Gitterzaun', 'Stahlrohr', 'Schiebetor'])
      expect(titles('de')).toContain(word);
  });

  it('uses integer cents, minimum orders, an availability mix and the four delivery wordings', () => {
    expect(
      catalogue.variants.every((v) => Number.isInteger(v.sale_price) && v.sale_price > 0 && v.min_order >= 1),
    ).toBe(true);
    const availability = new Set(catalogue.variants.map((v) => v.availability));
    expect([...availability].sort()).toEqual(['available', 'not_available', 'out_of_stock']);
    const kinds = new Set(catalogue.variants.map((v) => DeliveryEstimateSchema.parse(v.delivery_estimate).kind));
    expect([...kinds].sort()).toEqual(['exactly', 'from', 'range', 'upTo']);
  });

  it('gives attributes real values of known kinds and pictures with the main one first', () => {
    for (const v of catalogue.variants) {
      for (const [key, value] of Object.entries(v.attributes)) {
        const def = attributeByKey.get(key);
        expect(def).toBeDefined();
        expect(typeof value).toBe(def!.type === 'number' ? 'number' : 'string');
      }
      expect(v.pictures.length).toBeGreaterThanOrEqual(2);
    }
    const pipe = catalogue.variants.find((v) => v.attributes.pipe_size === '48,3 × 2,9')!;
    expect(pipe.attributes).toMatchObject({ diameter_mm: 48.3, wall_mm: 2.9 });
  });

  it('sells fence kits as sets of existing variants', () => {
    const kits = catalogue.variants.filter((v) => v.parts.length > 0);
    expect(kits.length).toBeGreaterThan(50);
    const ids = new Set(catalogue.variants.map((v) => v.id));
    for (const kit of kits) {
      expect(kit.parts.every((p) => ids.has(p.variantId) && p.quantity > 0)).toBe(true);
      expect(catalogue.products.find((p) => p.id === kit.productId)?.isSet).toBe(true);
    }
  });

  it('scales to 100,000 variants for benchmarks', () => {
    expect(generateCatalogue({ variants: 100_000 }).variants).toHaveLength(100_000);
  });
});
