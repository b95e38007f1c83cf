import { z } from 'zod';

export const CategoryPictureSchema = z.object({
  url: z.string(),
  is_icon: z.boolean(),
});

export const CategorySchema = z.object({
  categoryid: z.number().int().positive(),
  parentid: z.number().int().positive().nullable(),
  slug: z.string().min(1),
  title: z.string().min(1),
  iconPicture: z.object({ url: z.string() }).nullable(),
  variantCount: z.number().int().min(0),
  category_pictures: z.array(CategoryPictureSchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const RootCategoriesResponseSchema = z.array(CategorySchema);
export type RootCategoriesResponse = z.infer<typeof RootCategoriesResponseSchema>;

/** A category named in a trail: enough to link to it and to show its title. */
export const CategoryRefSchema = z.object({
  categoryid: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/**
 * GET /category/by-slug/{slug}: the category with what its page shows around the list — the
 * ancestors from the root down to the parent (breadcrumbs) and the direct subcategories in the
 * curated order with their visible variant counts (the subcategory row). 404 for an unknown slug.
 */
export const CategoryDetailSchema = CategorySchema.extend({
  ancestors: z.array(CategoryRefSchema),
  children: z.array(CategorySchema),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;
