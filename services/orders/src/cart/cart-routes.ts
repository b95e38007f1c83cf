import {
  AddManyToCartBodySchema,
  AddToCartBodySchema,
  CommentBodySchema,
  DeliveryOptionsResponseSchema,
  OrderFormDraftSchema,
  OrderSchema,
  PaymentMethodSchema,
  PaymentMethodsResponseSchema,
  ReferenceBodySchema,
  ReorderAnswerSchema,
  ReorderBodySchema,
  SetQuantityBodySchema,
  SetStateBodySchema,
  ShippingCommentBodySchema,
  quickOrderMaxLines,
} from '@shop/contracts';
import { refuseLongList, type RateGuard } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartService } from './cart-service';
import type { PaymentMethods } from '../checkout/payment-methods';
import type { AccessCookies } from '../shared/http/access';
import type { Idempotency } from '../shared/http/idempotency';
import { cartRequests } from './cart-request';
import { caller, type OrdersAction } from '../shared/http/limits';
import { deliveryFieldLabels, orderFormFieldLabels, shippingDetailsFieldLabels } from '../checkout/order-form-labels';

const uuidParam = z.string().uuid('validation.invalid');
const idParam = z.coerce.number().int().positive('validation.invalid');
const response = { 200: OrderSchema };

export interface CartRoutesOptions {
  carts: CartService;
  access: AccessCookies;
  guard: RateGuard<OrdersAction>;
  /** Which payment methods the shop offers (card only with a payment provider). */
  methods: PaymentMethods;
  /** Honours Idempotency-Key on POST /orders/add: a retried add answers the first one and adds nothing. */
  idempotency: Idempotency;
}

/**
 * The cart calls of SPEC §7 (Orders): every change answers the whole repriced cart. Each works on
 * a cart the requester holds (their session's, or their browser's guest cart); any other uuid is
 * answered as one that does not exist.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (
  app,
  { carts, access, guard, methods, idempotency },
) => {
  const { asking, starting } = cartRequests(access, guard);

  app.post(
    '/orders/add',
    { schema: { body: AddToCartBodySchema, response }, config: { idempotencyKey: true }, ...idempotency.hooks() },
    async (request, reply) => carts.add(request.body, await starting(request, reply)),
  );

  // The quick order's lines at once: all into the cart, or none with each failing line named.
  app.post(
    '/orders/add-many',
    {
      schema: { body: AddManyToCartBodySchema, response },
      config: { idempotencyKey: true },
      ...idempotency.hooks(),
      // Room for a pasted sheet well past the limit, so its buyer reads how many lines fit, not "too large".
      bodyLimit: 64 * 1024,
      preValidation: refuseLongList('lines', quickOrderMaxLines, 'quick_order.too_many_lines'),
    },
    async (request, reply) => carts.addMany(request.body, await starting(request, reply)),
  );

  app.patch(
    '/orders/set-quantity/:uuid/:itemId',
    { schema: { params: z.object({ uuid: uuidParam, itemId: idParam }), body: SetQuantityBodySchema, response } },
    async (request) =>
      carts.setQuantity(request.params.uuid, request.params.itemId, request.body.amount, await asking(request)),
  );

  app.delete(
    '/orders/item/:uuid/:variantId',
    { schema: { params: z.object({ uuid: uuidParam, variantId: idParam }), response } },
    async (request) => carts.removeVariant(request.params.uuid, request.params.variantId, await asking(request)),
  );

  app.patch(
    '/orders/set-reference/:uuid/:itemId',
    { schema: { params: z.object({ uuid: uuidParam, itemId: idParam }), body: CommentBodySchema, response } },
    async (request) =>
      carts.setLineReference(request.params.uuid, request.params.itemId, request.body.comment, await asking(request)),
  );

  const textRoute = (
    path: string,
    field: 'comment' | 'order_reference',
    body: typeof CommentBodySchema | typeof ReferenceBodySchema,
  ) =>
    app.patch(
      `/orders/${path}/:uuid`,
      { schema: { params: z.object({ uuid: uuidParam }), body, response } },
      async (request) => {
        const value =
          'comment' in request.body ? request.body.comment : (request.body as { reference: string }).reference;
        return carts.setText(request.params.uuid, field, value, await asking(request));
      },
    );
  textRoute('set-comment', 'comment', CommentBodySchema);
  textRoute('set-order-reference', 'order_reference', ReferenceBodySchema);

  app.patch(
    '/orders/set-shipping-comment/:uuid',
    {
      schema: { params: z.object({ uuid: uuidParam }), body: ShippingCommentBodySchema, response },
      config: { fieldLabels: shippingDetailsFieldLabels },
    },
    async (request) => carts.setShippingDetails(request.params.uuid, request.body, await asking(request)),
  );

  app.patch(
    '/orders/set-form/:uuid',
    {
      schema: { params: z.object({ uuid: uuidParam }), body: OrderFormDraftSchema, response },
      config: { fieldLabels: orderFormFieldLabels },
    },
    async (request) => carts.setForm(request.params.uuid, request.body, await asking(request)),
  );

  app.patch(
    '/orders/set-state/:uuid',
    {
      schema: { params: z.object({ uuid: uuidParam }), body: SetStateBodySchema, response },
      config: { fieldLabels: deliveryFieldLabels },
    },
    async (request) =>
      carts.setDelivery(
        request.params.uuid,
        {
          type: request.body.deliveryMethodType,
          ownFreight: request.body.ownFreight ?? null,
          timeWindow: request.body.timeWindow,
        },
        { freightTotal: request.body.freightTotal, cartTotal: request.body.cartTotal },
        await asking(request),
      ),
  );

  // Buy again (an order one may read) or take over a shared basket: a new cart, so a POST.
  app.post(
    '/orders/rebuy/:uuid',
    { schema: { params: z.object({ uuid: uuidParam }), response } },
    async (request, reply) => carts.rebuy(request.params.uuid, await starting(request, reply)),
  );

  // Reorder into the current cart: the sent order's lines merged into the caller's cart (issue 19).
  app.post(
    '/orders/reorder/:uuid',
    {
      schema: {
        params: z.object({ uuid: uuidParam }),
        body: ReorderBodySchema,
        response: { 200: ReorderAnswerSchema },
      },
    },
    async (request, reply) => carts.reorderInto(request.params.uuid, request.body.cart, await starting(request, reply)),
  );

  // A shared basket is stored like a cart: counted as one.
  app.post(
    '/orders/share/:uuid',
    { schema: { params: z.object({ uuid: uuidParam }), response } },
    async (request, reply) => {
      const ctx = await asking(request);
      return carts.share(request.params.uuid, {
        ...ctx,
        admitNewCart: () => guard.check('new-cart', caller(ctx.who, request.ip), reply),
      });
    },
  );

  app.get(
    '/orders/delivery-options/:uuid',
    { schema: { params: z.object({ uuid: uuidParam }), response: { 200: DeliveryOptionsResponseSchema } } },
    async (request) => carts.deliveryOptions(request.params.uuid, await asking(request)),
  );

  app.get('/orders/payment-methods', { schema: { response: { 200: PaymentMethodsResponseSchema } } }, async () =>
    methods.offered(),
  );

  app.patch(
    '/orders/set-payment-method/:uuid/:method',
    { schema: { params: z.object({ uuid: uuidParam, method: PaymentMethodSchema }), response } },
    async (request) => {
      methods.require(request.params.method);
      return carts.setPaymentMethod(request.params.uuid, request.params.method, await asking(request));
    },
  );
};
