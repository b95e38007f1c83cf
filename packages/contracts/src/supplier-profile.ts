import { z } from 'zod';
import { SupplierSchema } from './fulfilment';

/**
 * GET /suppliers/by-slug/{slug}: what a supplier's own page (/supplier/{slug}) shows of it, in the
 * reader's language; its products are the catalogue's listing with the `supplier` filter.
 */
export const SupplierProfileSchema = SupplierSchema.extend({
  founded: z.number().int(),
  /** Who the supplier is and what it delivers, in the reader's language. */
  info: z.string(),
});
export type SupplierProfile = z.infer<typeof SupplierProfileSchema>;

/** The address of a supplier's own page. */
export const supplierPagePath = (slug: string) => `/supplier/${encodeURIComponent(slug)}`;
