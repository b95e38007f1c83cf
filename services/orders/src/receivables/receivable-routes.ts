import {
  CamtImportBodySchema,
  CamtImportReportSchema,
  camtFileLimit,
  InvoiceParamsSchema,
  ReceivableListSchema,
  ReceivablesQuerySchema,
  receivableCalls,
  RecordPaymentAnswerSchema,
  RecordPaymentBodySchema,
  type ReceivablesQuery,
} from '@shop/contracts';
import { actingUser, HttpError, requireRole, type RoleGuardOptions } from '@shop/service-kit';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvoiceStore } from '../invoicing/invoice-store';
import { seriesOf } from '../invoicing/invoice-series';
import { importCamt054 } from './camt-import';
import { CamtRefused } from './camt054';
import { receivableOf } from './receivable';
import { receivablesCsv } from './receivables-csv';

export interface ReceivableRouteOptions {
  invoices: InvoiceStore;
  /** How the operator role is checked (GET /users/current of the users service). */
  operators: RoleGuardOptions;
  today: () => string;
  now?: () => Date;
}

/**
 * The back office's receivables (docs/invoices.md, "Payments and status"), operators only: the
 * open items and their CSV for accounting, a payment recorded by hand, and the import of a bank's
 * camt.054 notification.
 */
export const receivableRoutes: FastifyPluginAsyncZod<ReceivableRouteOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  // Asked before the address and body are validated: a stranger learns who may call, not what it takes.
  const preValidation = requireRole('operator', opts.operators);

  async function openItems({ status, company, due_before }: ReceivablesQuery) {
    const today = opts.today();
    const entries = await opts.invoices.openItems({ companyId: company, dueBefore: due_before });
    const items = entries
      .map((entry) => receivableOf(entry, today))
      .filter((item) => !status || item.status === status);
    const sum = (field: 'gross' | 'paid' | 'open') => items.reduce((total, item) => total + item[field], 0);
    return { items, totals: { gross: sum('gross'), paid: sum('paid'), open: sum('open') } };
  }

  app.get(
    receivableCalls.list,
    {
      preValidation,
      schema: {
        summary: 'Unpaid invoices, the earliest due first, by status, company and due date (operators only)',
        querystring: ReceivablesQuerySchema,
        response: { 200: ReceivableListSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return openItems(request.query);
    },
  );

  app.get(
    receivableCalls.csv,
    {
      preValidation,
      schema: { summary: 'The same list as CSV for accounting (operators only)', querystring: ReceivablesQuerySchema },
      config: {
        rawAnswers: {
          200: {
            description: 'number, dates, buyer, company, reference, gross, paid, open, status; one line an invoice',
            contentType: 'text/csv',
            headers: { 'content-disposition': { description: 'Its file name.' } },
          },
        },
      },
    },
    async (request, reply) => {
      const { items } = await openItems(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="receivables-${opts.today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(receivablesCsv(items));
    },
  );

  app.post(
    receivableCalls.recordPayment,
    {
      preValidation,
      schema: {
        summary: 'Record a payment received for an invoice (once per bank reference)',
        params: InvoiceParamsSchema,
        body: RecordPaymentBodySchema,
        response: { 200: RecordPaymentAnswerSchema },
      },
    },
    async (request) => {
      const invoice = await opts.invoices.find(request.params.uuid);
      if (!invoice || invoice.kind !== 'invoice') throw HttpError.notFound();
      const { recorded, payment } = await opts.invoices.recordPayment({
        uuid: randomUUID(),
        invoice_uuid: invoice.uuid,
        ...request.body,
        source: 'operator',
        recorded_by: actingUser(request).email,
        recorded_at: now().toISOString(),
      });
      if (payment.invoice_uuid !== invoice.uuid)
        throw new HttpError(409, 'CONFLICT', 'receivables.bank_reference_taken');
      const entry = (await opts.invoices.entryInSeries(seriesOf.invoice, invoice.sequence))!;
      return { recorded, payment, receivable: receivableOf(entry, opts.today()) };
    },
  );

  app.post(
    receivableCalls.camtImport,
    {
      preValidation,
      bodyLimit: camtFileLimit + 64 * 1024,
      schema: {
        summary: 'Import a bank’s camt.054 notification: its booked credits matched to invoices by reference',
        body: CamtImportBodySchema,
        response: { 200: CamtImportReportSchema },
      },
    },
    async (request) => {
      try {
        return await importCamt054(request.body.xml, {
          invoices: opts.invoices,
          operator: actingUser(request).email,
          today: opts.today(),
          now: now(),
        });
      } catch (error) {
        if (error instanceof CamtRefused)
          throw new HttpError(422, 'CAMT_REFUSED', error.messageKey, undefined, error.params);
        throw error;
      }
    },
  );
};
