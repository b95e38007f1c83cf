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
