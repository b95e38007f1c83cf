import {
  ConfirmSupplierOrderBodySchema,
  NotDeliverableBodySchema,
  ShippedSupplierOrderBodySchema,
  supplierOrderCalls,
  SupplierOrderViewSchema,
} from '../fulfilment';
import { defineCall } from './call';

/**
 * The supplier's page behind the purchase-order link (orders service); the link's token travels as
 * `authorization: Bearer …`, which the caller adds as a header.
 */
export const supplierOrderApiCalls = {
  read: defineCall({ method: 'GET', path: supplierOrderCalls.read, response: SupplierOrderViewSchema }),
  confirm: defineCall({
    method: 'POST',
    path: supplierOrderCalls.confirm,
    body: ConfirmSupplierOrderBodySchema,
    response: SupplierOrderViewSchema,
  }),
  shipped: defineCall({
    method: 'POST',
    path: supplierOrderCalls.shipped,
    body: ShippedSupplierOrderBodySchema,
    response: SupplierOrderViewSchema,
  }),
  notDeliverable: defineCall({
    method: 'POST',
    path: supplierOrderCalls.notDeliverable,
    body: NotDeliverableBodySchema,
    response: SupplierOrderViewSchema,
  }),
};
