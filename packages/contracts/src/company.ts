import { z } from 'zod';

/** A company from a business register, for filling in the order form (GET /search/company/...). */
export const CompanySchema = z.object({
  name: z.string(),
  /** The VAT id as the register gives it, e.g. FI12345678 or EE123456789. */
  vatId: z.string(),
  /** The national business id (Finnish Y-tunnus 1234567-8, Estonian registry code). */
  businessId: z.string(),
  country: z.string().length(2),
  streetAddress: z.string(),
  postCode: z.string(),
  city: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListResponseSchema = z.array(CompanySchema);
