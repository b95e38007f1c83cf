import { OrderSchema } from '../order';
import { AddManyToCartBodySchema, QuickOrderResolveBodySchema, QuickOrderResolveResponseSchema } from '../quick-order';
import { defineCall } from './call';

/** The quick order page's calls: the catalogue names the pasted codes, the cart takes all lines at once. */
export const quickOrderCalls = {
  resolve: defineCall({
    method: 'POST',
    path: '/productVariant/resolve',
    body: QuickOrderResolveBodySchema,
    response: QuickOrderResolveResponseSchema,
  }),
  /** Honours Idempotency-Key, as POST /orders/add does. */
  addMany: defineCall({
    method: 'POST',
    path: '/orders/add-many',
    body: AddManyToCartBodySchema,
    response: OrderSchema,
  }),
};
