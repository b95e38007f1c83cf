import { z } from 'zod';
import { CategoryDetailSchema, RootCategoriesResponseSchema } from '../category';
import {
  BlogListResponseSchema,
  BlogPostSchema,
  CountriesResponseSchema,
  FaqResponseSchema,
  StaticContentResponseSchema,
} from '../content';
import { FacetsResponseSchema, ListingQuerySchema, VariantListResponseSchema } from '../listing';
import { ParentSetsResponseSchema, ProductSetsResponseSchema } from '../product';
import { VariantDetailSchema, VariantSchema } from '../variant';
import { defineCall } from './call';

const filtersOnly = ListingQuerySchema.pick({ f: true });
const rangeOnly = ListingQuerySchema.pick({ range: true });

/** The catalogue service's calls the browser makes: categories, listings, products, content. */
export const catalogueCalls = {
  rootCategories: defineCall({
    method: 'GET',
    path: '/category/rootCategories',
    response: RootCategoriesResponseSchema,
  }),
  categoryBySlug: defineCall({ method: 'GET', path: '/category/by-slug/:slug', response: CategoryDetailSchema }),
  variantsByCategory: defineCall({
    method: 'GET',
    path: '/productVariant/by-category/:slug',
    query: ListingQuerySchema,
    response: VariantListResponseSchema,
  }),
  variantsAll: defineCall({
    method: 'GET',
    path: '/productVariant/all',
    query: ListingQuerySchema,
    response: VariantListResponseSchema,
  }),
  facetsOfCategory: defineCall({
    method: 'GET',
    path: '/productVariant/values/:categoryId',
    query: filtersOnly,
    response: FacetsResponseSchema,
  }),
  facetsAll: defineCall({
    method: 'GET',
    path: '/productVariant/values-all',
    query: filtersOnly,
    response: FacetsResponseSchema,
  }),
  topVariants: defineCall({
    method: 'GET',
    path: '/productVariant/top',
    query: rangeOnly,
    response: z.array(VariantSchema),
  }),
  popularVariants: defineCall({
    method: 'GET',
    path: '/productVariant/popular',
    query: rangeOnly,
    response: z.array(VariantSchema),
  }),
  variantsByProduct: defineCall({
    method: 'GET',
    path: '/productVariant/by-product/:slug',
    query: ListingQuerySchema,
    response: VariantListResponseSchema,
  }),
  variant: defineCall({ method: 'GET', path: '/productVariant/:id', response: VariantDetailSchema }),
  productSets: defineCall({ method: 'GET', path: '/product/sets/:slug', response: ProductSetsResponseSchema }),
  parentSets: defineCall({ method: 'GET', path: '/product/parent-sets/:arg', response: ParentSetsResponseSchema }),
  staticContent: defineCall({ method: 'GET', path: '/static', response: StaticContentResponseSchema }),
  faq: defineCall({ method: 'GET', path: '/faq', response: FaqResponseSchema }),
  countries: defineCall({ method: 'GET', path: '/countries', response: CountriesResponseSchema }),
  blogs: defineCall({ method: 'GET', path: '/blogs/all', query: rangeOnly, response: BlogListResponseSchema }),
  blogPost: defineCall({ method: 'GET', path: '/blogs/:slug', response: BlogPostSchema }),
};
