import {
  AddToCartBodySchema,
  CommentBodySchema,
  DeliveryOptionsResponseSchema,
  OrderSchema,
  PaymentMethodSchema,
  PaymentMethodsResponseSchema,
  ReferenceBodySchema,
  SetQuantityBodySchema,
  SetStateBodySchema,
} from '@shop/contracts';
import { requestLocale, sessionTokenOf } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartRequest, CartService } from '../../domain/cart/cart-service';
import { sessionUserOf } from './session-user';

const uuidParam = z.string().uuid('validation.invalid');
const idParam = z.coerce.number().int().positive('validation.invalid');
const response = { 200: OrderSchema };

/** The cart calls of SPEC §7 (Orders): every change answers the whole repriced cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ carts: CartService; sessionSecret?: string }> = async (app, { carts, sessionSecret }) => {
  const asking = (request: FastifyRequest): CartRequest => {
    const userid = sessionUserOf(request, sessionSecret);
    const token = sessionTokenOf(request);
    return { locale: requestLocale(request), buyer: userid && token ? { userid, token } : null };
  };

  app.post('/orders/add', { schema: { body: AddToCartBodySchema, response } }, async (request) =>
    carts.add(request.body, asking(request)),
  );

  app.patch(
    '/orders/set-quantity/:uuid/:itemId',
    { schema: { params: z.object({ uuid: uuidParam, itemId: idParam }), body: SetQuantityBodySchema, response } },
    async (request) => carts.setQuantity(request.params.uuid, request.params.itemId, request.body.amount, asking(request)),
  );

  app.delete(
    '/orders/item/:uuid/:variantId',
    { schema: { params: z.object({ uuid: uuidParam, variantId: idParam }), response } },
    async (request) => carts.removeVariant(request.params.uuid, request.params.variantId, asking(request)),
  );

  app.patch(
    '/orders/set-reference/:uuid/:itemId',
    { schema: { params: z.object({ uuid: uuidParam, itemId: idParam }), body: CommentBodySchema, response } },
    async (request) => carts.setLineReference(request.params.uuid, request.params.itemId, request.body.comment, asking(request)),
  );

  const textRoute = (path: string, field: 'comment' | 'order_reference' | 'shipping_comment', body: typeof CommentBodySchema | typeof ReferenceBodySchema) =>
    app.patch(`/orders/${path}/:uuid`, { schema: { params: z.object({ uuid: uuidParam }), body, response } }, async (request) => {
      const value = 'comment' in request.body ? request.body.comment : (request.body as { reference: string }).reference;
      return carts.setText(request.params.uuid, field, value, asking(request));
    });
  textRoute('set-comment', 'comment', CommentBodySchema);
  textRoute('set-order-reference', 'order_reference', ReferenceBodySchema);
  textRoute('set-shipping-comment', 'shipping_comment', CommentBodySchema);

  app.patch(
    '/orders/set-form/:uuid',
    { schema: { params: z.object({ uuid: uuidParam }), body: z.record(z.string(), z.unknown()), response } },
    async (request) => carts.setForm(request.params.uuid, request.body, asking(request)),
  );

  app.patch(
    '/orders/set-state/:uuid',
    { schema: { params: z.object({ uuid: uuidParam }), body: SetStateBodySchema, response } },
    async (request) =>
      carts.setDelivery(
        request.params.uuid,
        { type: request.body.deliveryMethodType, ownFreight: request.body.ownFreight ?? null },
        { freightTotal: request.body.freightTotal, cartTotal: request.body.cartTotal },
        asking(request),
      ),
  );

  app.get('/orders/rebuy/:uuid', { schema: { params: z.object({ uuid: uuidParam }), response } }, async (request) =>
    carts.rebuy(request.params.uuid, asking(request)),
  );

  app.get(
    '/orders/delivery-options/:uuid',
    { schema: { params: z.object({ uuid: uuidParam }), response: { 200: DeliveryOptionsResponseSchema } } },
    async (request) => carts.deliveryOptions(request.params.uuid, asking(request)),
  );

  app.get('/orders/payment-methods', { schema: { response: { 200: PaymentMethodsResponseSchema } } }, async () => [
    { name: 'invoice' as const, termDays: 30 },
    { name: 'card' as const, termDays: null },
  ]);

  app.patch(
    '/orders/set-payment-method/:uuid/:method',
    { schema: { params: z.object({ uuid: uuidParam, method: PaymentMethodSchema }), response } },
    async (request) => carts.setPaymentMethod(request.params.uuid, request.params.method, asking(request)),
  );
};
