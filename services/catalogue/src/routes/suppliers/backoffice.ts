import {
  SupplierRecordDetailSchema,
  SupplierRecordListSchema,
  SupplierRecordPatchSchema,
  type SupplierRecordDetail,
} from '@shop/contracts';
import { actingUser, HttpError } from '@shop/service-kit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentSupplier, SupplierRegister } from '../../domain/supplier-register';
import type { SupplierRecordEdit, SupplierRecordFields } from '../../ports/supplier-records';
import { supplierContact } from '.';

export interface SupplierBackofficeOptions {
  register: SupplierRegister;
  /** Lets operators through only (service-kit's requireRole('operator')). */
  operatorsOnly: preHandlerAsyncHookHandler;
}

const params = z.object({ id: z.coerce.number().int().positive('validation.invalid').max(2_147_483_647) });

const fields = (f: SupplierRecordFields) => ({ email: f.email, language: f.language, lead_time_days: f.leadTimeDays });

const record = (s: CurrentSupplier) => ({ ...supplierContact(s), edited: s.edited });

const detail = (s: CurrentSupplier, edits: SupplierRecordEdit[]): SupplierRecordDetail => ({
  ...record(s),
  changes: edits.map((edit) => ({
    supplier_id: edit.supplierId,
    by: edit.by,
    at: edit.at,
    before: fields(edit.before),
    after: fields(edit.after),
  })),
});

/**
 * The operators' supplier records (docs/orders.md, "Supplier records"): the list, one record with
 * its audit, and the change of contact e-mail, language and usual lead time, which the next
 * purchase order uses. Operators only: 401 without a session, 403 for a buyer.
 */
export const supplierBackofficeRoutes: FastifyPluginAsyncZod<SupplierBackofficeOptions> = async (app, opts) => {
  const { register } = opts;
  // Before validation: a stranger learns who may call, not what the calls take.
  app.addHook('preValidation', opts.operatorsOnly);

  app.get('/suppliers/backoffice', { schema: { response: { 200: SupplierRecordListSchema } } }, async () => ({
    suppliers: (await register.list()).map(record),
  }));

  app.get(
    '/suppliers/backoffice/:id',
    { schema: { params, response: { 200: SupplierRecordDetailSchema } } },
    async (request) => {
      const supplier = await register.supplier(request.params.id);
      if (!supplier) throw HttpError.notFound();
      return detail(supplier, await register.history(supplier.id));
    },
  );

  app.patch(
    '/suppliers/backoffice/:id',
    { schema: { params, body: SupplierRecordPatchSchema, response: { 200: SupplierRecordDetailSchema } } },
    async (request) => {
      const changed = await register.change(request.params.id, request.body, actingUser(request).email);
      if (!changed) throw HttpError.notFound();
      request.log.info(
        { supplierId: changed.id, operator: actingUser(request).userid, fields: Object.keys(request.body) },
        'supplier record changed',
      );
      return detail(changed, await register.history(changed.id));
    },
  );
};
