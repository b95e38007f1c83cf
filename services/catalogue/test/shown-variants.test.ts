import { VariantDetailSchema } from '@shop/contracts';
import { ShownVariants } from '../src/domain/shown-variants';
import { buildCatalogueWithData } from './helper';

describe('ShownVariants (cart lines of the orders service in the same process)', () => {
  it('shows what GET /productVariant/{id} shows, less the attribute table, and leaves unknown ids out', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const kit = data.variants.find((v) => v.parts.length > 0)!;
    const ids = [data.variants[0]!.id, kit.id];
    const shown = new ShownVariants(catalogue).show([...ids, ids[0]!, 99_999_999], 'fi');
    expect([...shown.keys()]).toEqual(ids);
    for (const id of ids) {
      const res = await app.inject({ method: 'GET', url: `/productVariant/${id}`, headers: { 'x-locale': 'fi' } });
      const { attributes: _attributes, hidden: _hidden, ...served } = VariantDetailSchema.parse(res.json());
      expect(shown.get(id)).toEqual(served);
    }
    expect(shown.get(kit.id)!.parts.length).toBeGreaterThan(0);
    await app.close();
  });

  it('answers the same object while nothing of the variant changed, one per language', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const id = data.variants[0]!.id;
    const shown = new ShownVariants(catalogue);
    const first = shown.show([id], 'fi').get(id);
    expect(shown.show([id], 'fi').get(id)).toBe(first);
    const german = shown.show([id], 'de').get(id)!;
    expect(german).not.toBe(first);
    expect(german.title).toBe(data.variants[0]!.title.de);
    await app.close();
  });

  it('shows a change of price, availability or visibility at once, and a kit whose part changed', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const plain = data.variants.find((v) => v.parts.length === 0 && !v.hidden && v.availability === 'available')!;
    const kit = data.variants.find((v) => v.parts.length > 0)!;
    const part = kit.parts[0]!.variantId;
    const shown = new ShownVariants(catalogue);
    const before = shown.show([plain.id, kit.id], 'en');

    await catalogue.changeVariant(plain.id, { sale_price: plain.sale_price + 100 });
    const repriced = shown.show([plain.id], 'en').get(plain.id)!;
    expect(repriced).not.toBe(before.get(plain.id));
    expect(repriced.sale_price).toBe(plain.sale_price + 100);
    await catalogue.changeVariant(plain.id, { availability: 'not_available' });
    expect(shown.show([plain.id], 'en').get(plain.id)!.availability).toBe('not_available');
    await catalogue.changeVariant(plain.id, { availability: 'available', hidden: true });
    expect(shown.show([plain.id], 'en').get(plain.id)!.availability).toBe('not_available');

    expect(shown.show([kit.id], 'en').get(kit.id)).toBe(before.get(kit.id));
    await catalogue.changeVariant(part, { availability: 'not_available' });
    const kitNow = shown.show([kit.id], 'en').get(kit.id)!;
    expect(kitNow).not.toBe(before.get(kit.id));
    expect(kitNow.parts.find((p) => p.variant.id === part)!.variant.availability).toBe('not_available');
    await app.close();
  });

  it('shows the records of a new import, not those rendered before it', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const variant = data.variants[0]!;
    const shown = new ShownVariants(catalogue);
    expect(shown.show([variant.id], 'et').get(variant.id)!.title).toBe(variant.title.et);
    const imported = data.variants.map((v) =>
      v.id === variant.id ? { ...v, title: { ...v.title, et: 'Uus nimi' } } : v,
    );
    catalogue.store.replace({ ...data, variants: imported });
    expect(shown.show([variant.id], 'et').get(variant.id)!.title).toBe('Uus nimi');
    await app.close();
  });
});
