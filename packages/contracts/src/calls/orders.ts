import { z } from 'zod';
import { BasketShareBodySchema } from '../contact';
import { PaymentMethodSchema } from '../delivery';
import {
  AddToCartBodySchema,
  CommentBodySchema,
  CompleteOrderBodySchema,
  CompleteOrderResponseSchema,
  DeliveryOptionsResponseSchema,
  OrderFormDraftSchema,
  orderLinkCall,
  OrderLinkViewSchema,
  OrderSchema,
  PaymentMethodsResponseSchema,
  PublicOrderSchema,
  ReferenceBodySchema,
  SetQuantityBodySchema,
  SetStateBodySchema,
  ShippingCommentBodySchema,
} from '../order';
import { PricePreviewQuerySchema, PricePreviewSchema, PriceTiersSchema } from '../price-tiers';
import { ReorderAnswerSchema, ReorderBodySchema } from '../reorder';
import { MessageResponseSchema } from '../user';
import { ApprovalDecisionBodySchema } from '../approval';
import { defineCall } from './call';

/** The orders service's calls the browser makes: the cart, the checkout, the buyer's orders. */
export const orderCalls = {
  cart: defineCall({ method: 'GET', path: '/orders/by-id/:uuid', response: OrderSchema }),
  /** The order a buyer's mail links to; its token travels as `authorization: Bearer …` (a header the caller adds). */
  byLink: defineCall({ method: 'GET', path: orderLinkCall, response: OrderLinkViewSchema }),
  /** Honours Idempotency-Key (docs/api.md). */
  add: defineCall({ method: 'POST', path: '/orders/add', body: AddToCartBodySchema, response: OrderSchema }),
  setQuantity: defineCall({
    method: 'PATCH',
    path: '/orders/set-quantity/:uuid/:itemId',
    body: SetQuantityBodySchema,
    response: OrderSchema,
  }),
  removeItem: defineCall({ method: 'DELETE', path: '/orders/item/:uuid/:variantId', response: OrderSchema }),
  setReference: defineCall({
    method: 'PATCH',
    path: '/orders/set-reference/:uuid/:itemId',
    body: CommentBodySchema,
    response: OrderSchema,
  }),
  setComment: defineCall({
    method: 'PATCH',
    path: '/orders/set-comment/:uuid',
    body: CommentBodySchema,
    response: OrderSchema,
  }),
  setOrderReference: defineCall({
    method: 'PATCH',
    path: '/orders/set-order-reference/:uuid',
    body: ReferenceBodySchema,
    response: OrderSchema,
  }),
  setShippingComment: defineCall({
    method: 'PATCH',
    path: '/orders/set-shipping-comment/:uuid',
    body: ShippingCommentBodySchema,
    response: OrderSchema,
  }),
  setForm: defineCall({
    method: 'PATCH',
    path: '/orders/set-form/:uuid',
    body: OrderFormDraftSchema,
    response: OrderSchema,
  }),
  setState: defineCall({
    method: 'PATCH',
    path: '/orders/set-state/:uuid',
    body: SetStateBodySchema,
    response: OrderSchema,
  }),
  setPaymentMethod: defineCall({
    method: 'PATCH',
    path: '/orders/set-payment-method/:uuid/:method',
    params: z.object({ uuid: z.string(), method: PaymentMethodSchema }),
    response: OrderSchema,
  }),
  deliveryOptions: defineCall({
    method: 'GET',
    path: '/orders/delivery-options/:uuid',
    response: DeliveryOptionsResponseSchema,
  }),
  paymentMethods: defineCall({
    method: 'GET',
    path: '/orders/payment-methods',
    response: PaymentMethodsResponseSchema,
  }),
  /** Honours Idempotency-Key (docs/api.md). */
  complete: defineCall({
    method: 'POST',
    path: '/orders/complete',
    body: CompleteOrderBodySchema,
    response: CompleteOrderResponseSchema,
  }),
  /** markPaid=true: back from the card payment, the order is marked paid when the provider says so. */
  confirmed: defineCall({
    method: 'GET',
    path: '/orders/confirmed-by-id/:uuid',
    query: z.object({ markPaid: z.enum(['true', 'false']).optional() }),
    response: OrderSchema,
  }),
  payAgain: defineCall({ method: 'POST', path: '/orders/pay/:uuid', response: OrderSchema }),
  share: defineCall({ method: 'POST', path: '/orders/share/:uuid', response: OrderSchema }),
  rebuy: defineCall({ method: 'POST', path: '/orders/rebuy/:uuid', response: OrderSchema }),
  /** A sent order's lines into the caller's current cart, at today's prices; the lines not added with why. */
  reorder: defineCall({
    method: 'POST',
    path: '/orders/reorder/:uuid',
    body: ReorderBodySchema,
    response: ReorderAnswerSchema,
  }),
  sendOffer: defineCall({
    method: 'PATCH',
    path: '/orders/send-offer',
    body: BasketShareBodySchema,
    response: MessageResponseSchema,
    status: 202,
  }),
  byUser: defineCall({ method: 'GET', path: '/orders/by-user', response: z.array(PublicOrderSchema) }),
  /** An order awaiting approval as its company's admin reads it (docs/orders.md, "Approvals"). */
  approval: defineCall({ method: 'GET', path: '/orders/approval/:uuid', response: PublicOrderSchema }),
  /** The admin approves or rejects it (with a comment); 409 once decided. */
  decideApproval: defineCall({
    method: 'POST',
    path: '/orders/approval/:uuid',
    body: ApprovalDecisionBodySchema,
    response: PublicOrderSchema,
  }),
  /** The pricing configuration's volume and whole-order tiers, and the session's personal discounts valid today. */
  priceTiers: defineCall({ method: 'GET', path: '/orders/price-tiers', response: PriceTiersSchema }),
  /** One variant's line at a quantity, priced as the cart prices it, VAT as the named cart would carry it. */
  pricePreview: defineCall({
    method: 'GET',
    path: '/orders/price-preview',
    query: PricePreviewQuerySchema,
    response: PricePreviewSchema,
  }),
};
