import { OrderSchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartService } from '../../domain/cart/cart-service';
import { confirmCardPayment, startCardPayment } from '../../domain/checkout/card-payment';
import type { OrderStore } from '../../ports/order-store';
import type { PaymentProvider } from '../../ports/payment-provider';

const params = z.object({ uuid: z.string().uuid('validation.invalid') });

/** Card payment: back from the provider (confirmed-by-id?markPaid) and paying again after a decline. */
export const paymentRoutes: FastifyPluginAsyncZod<{ store: OrderStore; carts: CartService; payments: PaymentProvider }> = async (
  app,
  { store, carts, payments },
) => {
  const find = async (uuid: string) => {
    const order = await store.findByUuid(uuid);
    if (!order?.order_number) throw HttpError.notFound();
    return order;
  };

  app.get(
    '/orders/confirmed-by-id/:uuid',
    { schema: { params, querystring: z.object({ markPaid: z.enum(['true', 'false']).default('false') }), response: { 200: OrderSchema } } },
    async (request) =>
      carts.exclusive(request.params.uuid, async () => {
        const order = await find(request.params.uuid);
        return request.query.markPaid === 'true' ? confirmCardPayment(store, payments, order) : order;
      }),
  );

  app.post('/orders/pay/:uuid', { schema: { params, response: { 200: OrderSchema } } }, async (request) =>
    carts.exclusive(request.params.uuid, async () => startCardPayment(store, payments, await find(request.params.uuid), requestLocale(request))),
  );
};

