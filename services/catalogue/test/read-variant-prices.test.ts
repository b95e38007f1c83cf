import { VariantPriceSchema, VariantSchema } from '@shop/contracts';
import { readVariantPrices } from '../src/domain/read-variants';
import { buildCatalogueWithData } from './helper';

describe('readVariantPrices (the orders service in the same process)', () => {
  it(
    'answers what GET /productVariant/{id} says about price, minimum, availability, code and title, and ' +
      'leaves unknown ids out',
    async () => {
      const { app, catalogue, data } = await buildCatalogueWithData();
      const ids = [data.variants[0]!.id, data.variants[500]!.id, data.variants.at(-1)!.id];
      const prices = readVariantPrices(catalogue, [...ids, ids[0]!, 99_999_999], 'fi');
      expect([...prices.keys()]).toEqual(ids);
      for (const id of ids) {
        const served = VariantSchema.parse(
          (await app.inject({ method: 'GET', url: `/productVariant/${id}`, headers: { 'x-locale': 'fi' } })).json(),
        );
        expect(prices.get(id)).toEqual(VariantPriceSchema.parse(served));
      }
      await app.close();
    },
  );
});

describe('hidden variants cannot be bought', () => {
  it(
    'reports a hidden variant as not available to the orders service, in process and over GET ' +
      '/productVariant/{id}',
    async () => {
      const { app, catalogue, data } = await buildCatalogueWithData();
      const hidden = data.variants.find((v) => v.hidden && v.availability === 'available')!;
      expect(hidden).toBeDefined();
      expect(readVariantPrices(catalogue, [hidden.id], 'en').get(hidden.id)?.availability).toBe('not_available');
      const served = VariantSchema.parse(
        (await app.inject({ method: 'GET', url: `/productVariant/${hidden.id}` })).json(),
      );
      expect(served.availability).toBe('not_available');
      await app.close();
    },
  );
});
