import {
  ContractPriceAnswerSchema,
  ContractPriceImportBodySchema,
  ContractPriceParamsSchema,
  contractPriceCalls,
} from '../contract-prices';
import { defineCall } from './call';

/** A company's contract prices in the back office (orders service, operators only): read, import, delete. */
export const contractPriceApiCalls = {
  list: defineCall({
    method: 'GET',
    path: contractPriceCalls.list,
    params: ContractPriceParamsSchema,
    response: ContractPriceAnswerSchema,
  }),
  importCsv: defineCall({
    method: 'POST',
    path: contractPriceCalls.list,
    params: ContractPriceParamsSchema,
    body: ContractPriceImportBodySchema,
    response: ContractPriceAnswerSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: contractPriceCalls.list,
    params: ContractPriceParamsSchema,
    response: ContractPriceAnswerSchema,
  }),
};
