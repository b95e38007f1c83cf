import {
  ContractPriceAnswerSchema,
  ContractPriceImportBodySchema,
  ContractPriceParamsSchema,
  contractPriceCalls,
  contractPriceFileLimit,
  type ContractPriceList,
} from '@shop/contracts';
import { actingUser, HttpError, requireRole, type RoleGuardOptions } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContractPriceStore } from './contract-price-store';
import { parsePriceListCsv } from './price-list-csv';

export interface ContractPriceRouteOptions {
  prices: ContractPriceStore;
  /** How the operator role is checked (GET /users/current of the users service). */
  operators: RoleGuardOptions;
  now?: () => Date;
}

const answerOf = (companyId: string, list: ContractPriceList | null) =>
  list ?? { company_id: companyId, rows: [], imported_at: null, imported_by: null };

/**
 * A company's contract price list in the back office (docs/companies.md, "Contract prices"),
 * operators only: read it, replace it with a CSV file (all or nothing), delete it.
 */
export const contractPriceRoutes: FastifyPluginAsyncZod<ContractPriceRouteOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  // Asked before the address and body are validated: a stranger learns who may call, not what it takes.
  const preValidation = requireRole('operator', opts.operators);
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    contractPriceCalls.list,
    {
      preValidation,
      schema: {
        summary: 'A company’s contract prices, in the order imported (operators only)',
        params: ContractPriceParamsSchema,
        response: { 200: ContractPriceAnswerSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      const { company_id } = request.params;
      return answerOf(company_id, await opts.prices.find(company_id));
    },
  );

  app.post(
    contractPriceCalls.list,
    {
      preValidation,
      bodyLimit: contractPriceFileLimit * 2 + 64 * 1024,
      schema: {
        summary: 'Replace a company’s contract prices with a CSV price list, or refuse it whole (operators only)',
        params: ContractPriceParamsSchema,
        body: ContractPriceImportBodySchema,
        response: { 200: ContractPriceAnswerSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      const parsed = parsePriceListCsv(request.body.csv);
      if (!parsed.ok)
        throw new HttpError(
          400,
          'VALIDATION',
          'contract_prices.error.refused',
          parsed.issues.map(({ row, field, reason }) => ({ field: `rows.${row}.${field}`, reason })),
        );
      const list: ContractPriceList = {
        company_id: request.params.company_id,
        rows: parsed.rows,
        imported_at: now().toISOString(),
        imported_by: actingUser(request).email,
      };
      await opts.prices.replace(list);
      return list;
    },
  );

  app.delete(
    contractPriceCalls.list,
    {
      preValidation,
      schema: {
        summary: 'Delete a company’s contract prices: its members pay the catalogue’s prices (operators only)',
        params: ContractPriceParamsSchema,
        response: { 200: ContractPriceAnswerSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      const { company_id } = request.params;
      if (!(await opts.prices.remove(company_id))) throw HttpError.notFound();
      return answerOf(company_id, null);
    },
  );
};
