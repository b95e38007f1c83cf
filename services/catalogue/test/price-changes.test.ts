import { PriceChanges } from '../src/domain/price-changes';
import { buildCatalogueWithData } from './helper';

describe('PriceChanges (which prices a cart priced in this process must read again)', () => {
  it('names each variant whose price, availability or visibility the catalogue changed since an epoch', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const [a, b] = data.variants;
    const changes = catalogue.store.priceChanges;
    const start = changes.epoch();
    expect(changes.since(start)).toEqual([]);
    await catalogue.changeVariant(a!.id, { sale_price: a!.sale_price + 1 });
    const middle = changes.epoch();
    await catalogue.changeVariant(b!.id, { availability: 'not_available' });
    await catalogue.changeVariant(a!.id, { hidden: true });
    expect(changes.since(start)).toEqual([a!.id, b!.id, a!.id]);
    expect(changes.since(middle)).toEqual([b!.id, a!.id]);
    expect(changes.since(changes.epoch())).toEqual([]);
    await app.close();
  });

  it('answers that everything may have changed since before an import', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const changes = catalogue.store.priceChanges;
    const before = changes.epoch();
    catalogue.store.replace(data);
    expect(changes.since(before)).toBeNull();
    expect(changes.since(changes.epoch())).toEqual([]);
    await app.close();
  });

  it('answers that everything may have changed since an epoch older than the changes it keeps', () => {
    const changes = new PriceChanges();
    const start = changes.epoch();
    for (let id = 1; id <= 10_001; id++) changes.variantChanged(id);
    expect(changes.since(start)).toBeNull();
    const recent = changes.epoch() - 3;
    expect(changes.since(recent)).toEqual([9_999, 10_000, 10_001]);
  });
});
