import {
  CategoryDetailSchema,
  FacetsResponseSchema,
  ProductListResponseSchema,
  RootCategoriesResponseSchema,
  SearchResponseSchema,
  VariantDetailSchema,
  VariantListResponseSchema,
} from '@shop/contracts';
import type { ZodType } from 'zod';
import { catalogueForSuite } from '../helper';

describe('the read routes written by the compiled serializer', () => {
  const { built, get } = catalogueForSuite();

  const setVariant = () => built().data.variants.find((v) => v.parts.length > 0)!;
  const hiddenVariant = () => built().data.variants.find((v) => v.hidden)!;
  const cases: [string, () => string, ZodType][] = [
    ['the category tree', () => '/category/rootCategories', RootCategoriesResponseSchema],
    ['a category', () => '/category/by-slug/welded-mesh-panels', CategoryDetailSchema],
    [
      'a category listing with filters',
      () =>
        '/productVariant/by-category/welded-mesh-panels?range=[0,24]&sort=sale_price_asc' +
        `&f=${encodeURIComponent(JSON.stringify({ colour: 'RAL 7016' }))}`,
      VariantListResponseSchema,
    ],
    ['facet counts', () => '/productVariant/values/1', FacetsResponseSchema],
    ['a product listing', () => '/product/by-category/fences?range=[0,24]', ProductListResponseSchema],
    ['a set variant with its parts', () => `/productVariant/${setVariant().id}`, VariantDetailSchema],
    ['a hidden variant', () => `/productVariant/${hiddenVariant().id}`, VariantDetailSchema],
    ['a search', () => '/search/all/zaun', SearchResponseSchema],
    ['a search that finds nothing', () => '/search/all/qqqqxyz', SearchResponseSchema],
  ];

  it.each(cases)(
    'writes %s byte for byte as JSON.stringify of the value valid by the contract',
    async (_, url, schema) => {
      for (const locale of ['de', 'fi']) {
        const res = await get(url(), locale);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(schema.parse(JSON.parse(res.body))));
      }
    },
  );
});
