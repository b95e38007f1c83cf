import {
  BackofficeOrderListSchema,
  BackofficeOrderParamsSchema,
  BackofficeOrderQuerySchema,
  BackofficeOrderSchema,
  backofficeOrderCalls,
  CancelLineBodySchema,
  ResendMailBodySchema,
} from '../backoffice';
import { ApprovalDecisionBodySchema } from '../approval';
import { defineCall } from './call';

/** The back office's order calls (orders service, operators only: the session's user needs the role). */
export const backofficeOrderApiCalls = {
  list: defineCall({
    method: 'GET',
    path: backofficeOrderCalls.list,
    query: BackofficeOrderQuerySchema,
    response: BackofficeOrderListSchema,
  }),
  read: defineCall({
    method: 'GET',
    path: backofficeOrderCalls.read,
    params: BackofficeOrderParamsSchema,
    response: BackofficeOrderSchema,
  }),
  cancelLine: defineCall({
    method: 'POST',
    path: backofficeOrderCalls.cancelLine,
    params: BackofficeOrderParamsSchema,
    body: CancelLineBodySchema,
    response: BackofficeOrderSchema,
  }),
  markDelivered: defineCall({
    method: 'POST',
    path: backofficeOrderCalls.markDelivered,
    params: BackofficeOrderParamsSchema,
    response: BackofficeOrderSchema,
  }),
  markReviewed: defineCall({
    method: 'POST',
    path: backofficeOrderCalls.markReviewed,
    params: BackofficeOrderParamsSchema,
    response: BackofficeOrderSchema,
  }),
  resendMail: defineCall({
    method: 'POST',
    path: backofficeOrderCalls.resendMail,
    params: BackofficeOrderParamsSchema,
    body: ResendMailBodySchema,
    response: BackofficeOrderSchema,
    status: 202,
  }),
  decideCredit: defineCall({
    method: 'POST',
    path: backofficeOrderCalls.creditApproval,
    params: BackofficeOrderParamsSchema,
    body: ApprovalDecisionBodySchema,
    response: BackofficeOrderSchema,
  }),
};
