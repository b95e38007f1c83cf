import { z } from 'zod';
import { LocaleSchema } from './common';

/**
 * Static content of the shop (SPEC §2 information pages, §7 /static, /faq, /countries, /blogs),
 * served by the catalogue service in the request's locale. Text comes as blocks, not HTML, so
 * every app renders it without injecting markup.
 */
export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const staticPageSlugs = ['about', 'terms', 'privacy', 'supplierInfo', 'legal'] as const;
export const StaticPageSlugSchema = z.enum(staticPageSlugs);
export type StaticPageSlug = z.infer<typeof StaticPageSlugSchema>;

export const StaticPageSchema = z.object({
  slug: StaticPageSlugSchema,
  locale: LocaleSchema,
  title: z.string(),
  /** Meta description for the page head. */
  description: z.string(),
  blocks: z.array(ContentBlockSchema),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

export const ReviewSchema = z.object({
  id: z.number().int().positive(),
  author: z.string(),
  company: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  date: z.string().date(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /static: every information page of the locale (legal only in de) and the home reviews. */
export const StaticContentResponseSchema = z.object({
  pages: z.array(StaticPageSchema),
  reviews: z.array(ReviewSchema),
});
export type StaticContentResponse = z.infer<typeof StaticContentResponseSchema>;

/** GET /static/promotion */
export const PromotionSchema = z.object({
  title: z.string(),
  text: z.string(),
  ctaLabel: z.string(),
  ctaPath: z.string().startsWith('/'),
  imageUrl: z.string().nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** GET /static/promotion-text: the one-line promotion of the header strip. */
export const PromotionTextSchema = z.object({ text: z.string() });

/** GET /faq */
export const FaqEntrySchema = z.object({
  id: z.number().int().positive(),
  category: z.string(),
  question: z.string(),
  answer: z.array(ContentBlockSchema),
});
export const FaqResponseSchema = z.array(FaqEntrySchema);
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

/** GET /countries */
export const CountrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  euMember: z.boolean(),
  /** Standard VAT rate in percent, for the orders service's VAT rule. */
  vatRate: z.number().min(0).max(100),
  phonePrefix: z.string(),
});
export const CountriesResponseSchema = z.array(CountrySchema);
export type Country = z.infer<typeof CountrySchema>;

/** GET /blogs/all?range=[skip,take] and GET /blogs/{slug} */
export const BlogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string().date(),
  imageUrl: z.string().nullable(),
});
export const BlogPostSchema = BlogPostSummarySchema.extend({
  description: z.string(),
  blocks: z.array(ContentBlockSchema),
});
export const BlogListResponseSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  count: z.number().int().min(0),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
