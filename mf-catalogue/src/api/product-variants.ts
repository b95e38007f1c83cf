import { apiCalls, type Locale } from '@shop/contracts';
import { callApi, embeddedCallData } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** The most variants the listing call gives at once; a product page shows all of them in one table. */
export const productVariantsTake = 100;

/**
 * Query keys of the product and variant page calls; the locale is part of them (titles and wordings are translated).
 */
export const productVariantKeys = {
  all: ['product-variants'] as const,
  byProduct: (slug: string, locale: Locale) => [...productVariantKeys.all, 'by-product', slug, locale] as const,
  detail: (id: number, locale: Locale) => [...productVariantKeys.all, 'detail', id, locale] as const,
  sets: (slug: string, locale: Locale) => [...productVariantKeys.all, 'sets', slug, locale] as const,
  parentSets: (arg: string, locale: Locale) => [...productVariantKeys.all, 'parent-sets', arg, locale] as const,
};

/** GET /productVariant/by-product/{slug}: every variant of the product. */
export const productVariantsQuery = (slug: string, locale: Locale) => {
  const call = { params: { slug }, query: { range: [0, productVariantsTake] as [number, number] } };
  return queryOptions({
    queryKey: productVariantKeys.byProduct(slug, locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.variantsByProduct, { ...call, signal }),
    ...embeddedCallData(apiCalls.catalogue.variantsByProduct, call),
  });
};

/** GET /productVariant/{id}: one variant with its attributes and, for a set, its parts. */
export const variantDetailQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: productVariantKeys.detail(id, locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.variant, { params: { id }, signal }),
    ...embeddedCallData(apiCalls.catalogue.variant, { params: { id } }),
  });

/** GET /product/sets/{slug}: the product's variants that are sets, with their parts, in one call. */
export const productSetsQuery = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: productVariantKeys.sets(slug, locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.productSets, { params: { slug }, signal }),
    ...embeddedCallData(apiCalls.catalogue.productSets, { params: { slug } }),
  });

/** GET /product/parent-sets/{arg}: the sets that contain a product (slug) or a variant (id). */
export const parentSetsQuery = (arg: string, locale: Locale) =>
  queryOptions({
    queryKey: productVariantKeys.parentSets(arg, locale),
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.parentSets, { params: { arg }, signal }),
    ...embeddedCallData(apiCalls.catalogue.parentSets, { params: { arg } }),
  });
