import { z } from 'zod';

export const PictureSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  is_main: z.boolean(),
});
export type Picture = z.infer<typeof PictureSchema>;
