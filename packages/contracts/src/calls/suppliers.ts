import { SupplierProfileSchema } from '../supplier-profile';
import { defineCall } from './call';

/** A supplier's own page (catalogue). */
export const supplierCalls = {
  bySlug: defineCall({ method: 'GET', path: '/suppliers/by-slug/:slug', response: SupplierProfileSchema }),
};
