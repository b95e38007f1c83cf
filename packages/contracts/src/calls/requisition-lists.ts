import { z } from 'zod';
import { ReorderAnswerSchema } from '../reorder';
import {
  AddRequisitionListLineBodySchema,
  ChangeRequisitionListBodySchema,
  ChangeRequisitionListLineBodySchema,
  RequisitionListLineParamsSchema,
  RequisitionListParamsSchema,
  RequisitionListsAnswerSchema,
  RequisitionListToCartBodySchema,
  RequisitionListViewSchema,
  SaveRequisitionListBodySchema,
} from '../requisition-lists';
import { defineCall } from './call';

/**
 * Requisition lists (orders service, docs/orders.md "Requisition lists"): a logged-in buyer's
 * saved carts and their company's shared ones. Every call needs the buyer's session.
 */
export const requisitionListCalls = {
  save: defineCall({
    method: 'POST',
    path: '/orders/lists',
    body: SaveRequisitionListBodySchema,
    response: RequisitionListViewSchema,
  }),
  list: defineCall({ method: 'GET', path: '/orders/lists', response: RequisitionListsAnswerSchema }),
  read: defineCall({
    method: 'GET',
    path: '/orders/lists/:uuid',
    params: RequisitionListParamsSchema,
    response: RequisitionListViewSchema,
  }),
  change: defineCall({
    method: 'PATCH',
    path: '/orders/lists/:uuid',
    params: RequisitionListParamsSchema,
    body: ChangeRequisitionListBodySchema,
    response: RequisitionListViewSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/orders/lists/:uuid',
    params: RequisitionListParamsSchema,
    response: z.null(),
    status: 204,
  }),
  addLine: defineCall({
    method: 'POST',
    path: '/orders/lists/:uuid/lines',
    params: RequisitionListParamsSchema,
    body: AddRequisitionListLineBodySchema,
    response: RequisitionListViewSchema,
  }),
  changeLine: defineCall({
    method: 'PATCH',
    path: '/orders/lists/:uuid/lines/:variantId',
    params: RequisitionListLineParamsSchema,
    body: ChangeRequisitionListLineBodySchema,
    response: RequisitionListViewSchema,
  }),
  removeLine: defineCall({
    method: 'DELETE',
    path: '/orders/lists/:uuid/lines/:variantId',
    params: RequisitionListLineParamsSchema,
    response: RequisitionListViewSchema,
  }),
  /** The list's lines merged into the caller's current cart (or a new one) at today's prices. */
  toCart: defineCall({
    method: 'POST',
    path: '/orders/lists/:uuid/to-cart',
    params: RequisitionListParamsSchema,
    body: RequisitionListToCartBodySchema,
    response: ReorderAnswerSchema,
  }),
  /** Reorder in one step: a new cart of the list's lines, which the buyer takes straight to checkout. */
  orderNow: defineCall({
    method: 'POST',
    path: '/orders/lists/:uuid/order-now',
    params: RequisitionListParamsSchema,
    response: ReorderAnswerSchema,
  }),
};
