import { z } from 'zod';
import { CentsSchema } from './common';
import { CompanyParamsSchema } from './company-account';
import { IsoDaySchema } from './delivery';

/**
 * One row of a company's contract price list (docs/companies.md, "Contract prices"): the unit
 * price without VAT of a variant code from `min_quantity` pieces on, between two days inclusive
 * (null: open-ended).
 */
export const ContractPriceSchema = z.object({
  code: z.string(),
  price: CentsSchema,
  valid_from: IsoDaySchema.nullable(),
  valid_to: IsoDaySchema.nullable(),
  min_quantity: z.number().int().min(1),
});
export type ContractPrice = z.infer<typeof ContractPriceSchema>;

/** A company's contract price list as an operator last imported it, whole. */
export const ContractPriceListSchema = z.object({
  company_id: z.string(),
  rows: z.array(ContractPriceSchema),
  imported_at: z.string().datetime(),
  /** The operator's e-mail. */
  imported_by: z.string(),
});
export type ContractPriceList = z.infer<typeof ContractPriceListSchema>;

/** The largest price list file taken, and the most rows in it. */
export const contractPriceFileLimit = 2 * 1024 * 1024;
export const contractPriceRowLimit = 20_000;

/**
 * POST /orders/backoffice/companies/{company_id}/contract-prices: the CSV as the operator's file
 * has it (`code;price;valid_from;valid_to;min_quantity`, a header row, `;` or `,`, decimal comma
 * or point, with or without a BOM). It replaces the company's list, or is refused whole.
 */
export const ContractPriceImportBodySchema = z
  .object({
    csv: z.string().min(1, 'validation.required').max(contractPriceFileLimit, 'validation.too_long'),
  })
  .meta({
    examples: [
      {
        csv:
          'code;price;valid_from;valid_to;min_quantity\n' +
          'DSM-656;21,90;2026-12-01;2027-06-30;1\n' +
          'DSM-656;19,50;2026-12-01;2027-06-30;100\n',
      },
    ],
  });

export const ContractPriceParamsSchema = CompanyParamsSchema;

/** A company's list, or an empty one when it has none. */
export const ContractPriceAnswerSchema = z.object({
  company_id: z.string(),
  rows: z.array(ContractPriceSchema),
  imported_at: z.string().datetime().nullable(),
  imported_by: z.string().nullable(),
});
export type ContractPriceAnswer = z.infer<typeof ContractPriceAnswerSchema>;

/** The contract price calls (orders service), operators only. */
export const contractPriceCalls = {
  list: '/orders/backoffice/companies/:company_id/contract-prices',
} as const;
