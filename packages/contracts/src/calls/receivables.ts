import {
  AccountInvoiceListSchema,
  CamtImportBodySchema,
  CamtImportReportSchema,
  InvoiceParamsSchema,
  ReceivableListSchema,
  ReceivablesQuerySchema,
  receivableCalls,
  RecordPaymentAnswerSchema,
  RecordPaymentBodySchema,
} from '../receivables';
import { defineCall } from './call';

/**
 * The receivables' calls (orders service): the buyer's invoice list, and the back office's open
 * items, payments and camt.054 import (operators only). The PDF, e-invoice and CSV downloads are
 * links, not calls.
 */
export const receivableApiCalls = {
  accountList: defineCall({ method: 'GET', path: receivableCalls.accountList, response: AccountInvoiceListSchema }),
  list: defineCall({
    method: 'GET',
    path: receivableCalls.list,
    query: ReceivablesQuerySchema,
    response: ReceivableListSchema,
  }),
  recordPayment: defineCall({
    method: 'POST',
    path: receivableCalls.recordPayment,
    params: InvoiceParamsSchema,
    body: RecordPaymentBodySchema,
    response: RecordPaymentAnswerSchema,
  }),
  camtImport: defineCall({
    method: 'POST',
    path: receivableCalls.camtImport,
    body: CamtImportBodySchema,
    response: CamtImportReportSchema,
  }),
};
