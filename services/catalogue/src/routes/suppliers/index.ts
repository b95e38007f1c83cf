import {
  SupplierContactSchema,
  SupplierProfileSchema,
  SupplierSchema,
  type Supplier,
  type SupplierContact,
} from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueSupplier } from '../../domain';
import type { SupplierRegister } from '../../domain/supplier-register';

const params = z.object({ id: z.coerce.number().int().positive('validation.invalid').max(2_147_483_647) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** A supplier as anyone may see it. */
export const publicSupplier = (s: CatalogueSupplier): Supplier => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  country: s.country,
  city: s.city,
  language: s.language,
  lead_time_days: s.leadTimeDays,
});

/** A supplier with the address its purchase orders go to: for the orders service only. */
export const supplierContact = (s: CatalogueSupplier): SupplierContact => ({ ...publicSupplier(s), email: s.email });

/**
 * GET /suppliers/{id}: the supplier's public record, with its language and usual lead time as the
 * operators last set them.
 */
export const supplierRoutes: FastifyPluginAsyncZod<{ register: SupplierRegister }> = async (app, { register }) => {
  app.get('/suppliers/:id', { schema: { params, response: { 200: SupplierSchema } } }, async (request) => {
    const supplier = await register.supplier(request.params.id);
    if (!supplier) throw HttpError.notFound();
    return publicSupplier(supplier);
  });

  // A supplier's own page: who it is, in the reader's language (its products are the listing's).
  app.get(
    '/suppliers/by-slug/:slug',
    { schema: { params: slugParams, response: { 200: SupplierProfileSchema } } },
    async (request) => {
      const supplier = await register.supplierBySlug(request.params.slug);
      if (!supplier) throw HttpError.notFound();
      return { ...publicSupplier(supplier), founded: supplier.founded, info: supplier.info[requestLocale(request)] };
    },
  );
};

/**
 * GET /internal/suppliers/{id}: the supplier with its contact e-mail, which the orders service
 * mails purchase orders to. Registered only when the catalogue runs as its own process, where only
 * the shop's services reach it: the gateway routes the public call prefixes alone, and /internal
 * is none. Embedded in the gateway, the orders service reads the records in process instead.
 */
export const internalSupplierRoutes: FastifyPluginAsyncZod<{ register: SupplierRegister }> = async (
  app,
  { register },
) => {
  app.get(
    '/internal/suppliers/:id',
    { schema: { params, response: { 200: SupplierContactSchema } } },
    async (request) => {
      const supplier = await register.supplier(request.params.id);
      if (!supplier) throw HttpError.notFound();
      return supplierContact(supplier);
    },
  );
};
