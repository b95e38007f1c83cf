import {
  AccountInvoiceListSchema,
  EInvoiceParamsSchema,
  InvoiceParamsSchema,
  receivableCalls,
  type Invoice,
} from '@shop/contracts';
import { HttpError, type RawAnswer } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderInvoiceDocument } from '../documents/invoice-document';
import { renderEInvoice } from '../invoicing/e-invoice/render-e-invoice';
import type { InvoiceStore } from '../invoicing/invoice-store';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { sendPdf } from '../documents/pdf-answer';
import type { AccessCookies } from '../shared/http/access';
import { accountInvoiceOf, mayReadInvoice, recipientFor } from './account-invoice';

export interface AccountInvoiceRouteOptions {
  invoices: InvoiceStore;
  access: AccessCookies;
  pdf: PdfRenderer;
  today: () => string;
}

const download = (description: string, contentType: RawAnswer['contentType']) =>
  ({
    rawAnswers: {
      200: { description, contentType, headers: { 'content-disposition': { description: 'Its file name.' } } },
    },
  }) as const;

/**
 * The buyer's invoices and credit notes (docs/invoices.md, "The buyer's account"): the list with
 * each one's status, its PDF and its e-invoices. Each answers only the document's account user and
 * its company's members; for anyone else a document does not exist (404, as for an unknown uuid),
 * so a uuid alone opens nothing.
 */
export const accountInvoiceRoutes: FastifyPluginAsyncZod<AccountInvoiceRouteOptions> = async (app, opts) => {
  async function readable(request: FastifyRequest, uuid: string): Promise<Invoice> {
    const { buyer } = await opts.access.requester(request);
    if (!buyer) throw HttpError.unauthorized();
    const invoice = await opts.invoices.find(uuid);
    if (!invoice || !mayReadInvoice(invoice, buyer)) throw HttpError.notFound();
    return invoice;
  }

  app.get(
    receivableCalls.accountList,
    {
      schema: {
        summary: 'The logged-in buyer’s and their company’s invoices and credit notes with their status, newest first',
        response: { 200: AccountInvoiceListSchema },
      },
    },
    async (request, reply) => {
      const { buyer } = await opts.access.requester(request);
      if (!buyer) throw HttpError.unauthorized();
      void reply.header('cache-control', 'private, no-store');
      const entries = await opts.invoices.forAccount(buyer.userid, buyer.company?.company_id ?? null);
      const today = opts.today();
      return { invoices: entries.map((entry) => accountInvoiceOf(entry, today)) };
    },
  );

  app.get(
    receivableCalls.pdf,
    {
      schema: { params: InvoiceParamsSchema },
      config: download('The invoice or credit note as a PDF, in the buyer’s language.', 'application/pdf'),
    },
    async (request, reply) => {
      const invoice = await readable(request, request.params.uuid);
      return sendPdf(reply, opts.pdf, renderInvoiceDocument(invoice), invoice.uuid, invoice.number);
    },
  );

  app.get(
    receivableCalls.eInvoice,
    {
      schema: { params: EInvoiceParamsSchema },
      config: download('The invoice or credit note as an e-invoice in the format asked for.', 'application/xml'),
    },
    async (request, reply) => {
      const invoice = await readable(request, request.params.uuid);
      const recipient = recipientFor(invoice, request.params.format);
      if (!recipient) throw HttpError.notFound();
      const xml = await renderEInvoice(invoice, recipient);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoice.number}-${recipient.format}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
};
