import { OrderSchema } from '@shop/contracts';
import { HttpError, requestLocale, type EventBus } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartService } from '../cart/cart-service';
import { confirmCardPayment, startCardPayment } from './card-payment';
import type { OrderStore } from '../shared/order-store';
import type { PaymentProvider } from './payment-provider';
import type { CheckoutRecords } from './checkout-records';
import { readableOrder, type AccessCookies } from '../shared/http/access';

const params = z.object({ uuid: z.string().uuid('validation.invalid') });

/**
 * Card payment: back from the provider (confirmed-by-id?markPaid) and paying (again): one open
 * payment per order, resumed while it is open, a new one only after a decline (card-payment.ts).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  store: OrderStore;
  checkout: CheckoutRecords;
  carts: CartService;
  payments: PaymentProvider | null;
  access: AccessCookies;
  bus: EventBus;
}> = async (app, { store, checkout, carts, payments, access, bus }) => {
  const find = async (scope: OrderStore, uuid: string) => {
    const order = await scope.findByUuid(uuid);
    if (!order?.order_number) throw HttpError.notFound();
    return order;
  };

  app.get(
    '/orders/confirmed-by-id/:uuid',
    {
      schema: {
        params,
        querystring: z.object({ markPaid: z.enum(['true', 'false']).default('false') }),
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      // Only the order's buyer, or the browser that completed it (its confirmation token); others 404.
      const who = await access.requester(request);
      await readableOrder(store, request.params.uuid, who);
      const order = await carts.exclusive(request.params.uuid, async (scope) => {
        const order = await find(scope, request.params.uuid);
        return request.query.markPaid === 'true' && payments
          ? confirmCardPayment({ records: checkout.within(scope), payments, bus }, order)
          : order;
      });
      return carts.present(order, { locale: requestLocale(request), who });
    },
  );

  app.post('/orders/pay/:uuid', { schema: { params, response: { 200: OrderSchema } } }, async (request) => {
    const who = await access.requester(request);
    await readableOrder(store, request.params.uuid, who);
    // With card payments switched off there is no provider to pay with: refused like choosing card.
    if (!payments) throw new HttpError(409, 'PAYMENT_METHOD_UNAVAILABLE', 'payment.card_unavailable');
    const locale = requestLocale(request);
    const order = await carts.exclusive(request.params.uuid, async (scope) =>
      startCardPayment(
        { records: checkout.within(scope), payments, bus },
        await find(scope, request.params.uuid),
        locale,
      ),
    );
    return carts.present(order, { locale, who });
  });
};
