import { orderExportCalls, OrderExportQuerySchema } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import { requestLocale, requireRole, type RoleGuardOptions } from '@shop/service-kit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough, Readable } from 'node:stream';
import { dialectFor } from '../../shared/csv-format';
import type { OrderSearch } from '../order-search';
import { matchingOrders } from './export-row';
import { ordersCsv } from './orders-csv';
import { writeOrdersXlsx } from './orders-xlsx';

export interface OrderExportRouteOptions {
  search: OrderSearch;
  operators: RoleGuardOptions;
  now: () => Date;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const columnsDescription =
  'order number, sending time, company, buyer, purchase order, cost centre, status, payment, net, VAT, gross, ' +
  'currency, suppliers; one row an order';

/**
 * The back office's order list as a file for accounting (docs/orders.md, "Back office"), operators
 * only: every order its filters match, streamed as the search pages through the store.
 */
export const orderExportRoutes: FastifyPluginAsyncZod<OrderExportRouteOptions> = async (app, opts) => {
  const preValidation = requireRole('operator', opts.operators);
  const download = (reply: FastifyReply, type: string, extension: string) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="orders-${shopToday(opts.now())}.${extension}"`)
      // The shop's records of its buyers: no cache keeps them.
      .header('cache-control', 'no-store');

  app.get(
    orderExportCalls.csv,
    {
      preValidation,
      schema: {
        summary:
          'The order list’s matches, all of them, as CSV; `;` and decimal commas unless English (operators only)',
        querystring: OrderExportQuerySchema,
      },
      config: {
        rawAnswers: {
          200: {
            description: columnsDescription,
            contentType: 'text/csv',
            headers: { 'content-disposition': { description: 'Its file name.' } },
          },
        },
      },
    },
    async (request, reply) => {
      const orders = matchingOrders(opts.search, request.query);
      const csv = Readable.from(ordersCsv(orders, dialectFor(requestLocale(request))));
      return download(reply, 'text/csv; charset=utf-8', 'csv').send(csv);
    },
  );

  app.get(
    orderExportCalls.xlsx,
    {
      preValidation,
      schema: {
        summary: 'The order list’s matches, all of them, as an Excel workbook with typed cells (operators only)',
        querystring: OrderExportQuerySchema,
      },
      config: {
        rawAnswers: {
          200: {
            description: `${columnsDescription}; amounts as numbers, the sending time as a date`,
            contentType: xlsxType,
            headers: { 'content-disposition': { description: 'Its file name.' } },
          },
        },
      },
    },
    async (request, reply) => {
      const out = new PassThrough();
      // Headers are gone once rows flow: a failure later can only cut the file short, which its zip then shows.
      writeOrdersXlsx(matchingOrders(opts.search, request.query), out).catch((error: Error) => out.destroy(error));
      return download(reply, xlsxType, 'xlsx').send(out);
    },
  );
};
