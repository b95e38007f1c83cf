import { OrderSchema } from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../shared/order-store';
import type { CartService } from './cart-service';
import { readableOrder, type AccessCookies } from '../shared/http/access';

/**
 * GET /orders/by-id/{uuid}: a cart for whoever holds it, a sent order for its buyer, a shared basket
 * for anyone; in the reader's language, with the catalogue's variants (CartView).
 */
export const orderByIdRoute: FastifyPluginAsyncZod<{
  store: OrderStore;
  access: AccessCookies;
  carts: Pick<CartService, 'present'>;
}> = async (app, { store, access, carts }) => {
  app.get(
    '/orders/by-id/:uuid',
    { schema: { params: z.object({ uuid: z.string().uuid('validation.invalid') }), response: { 200: OrderSchema } } },
    async (request) => {
      const who = await access.requester(request);
      return carts.present(await readableOrder(store, request.params.uuid, who), {
        locale: requestLocale(request),
        who,
      });
    },
  );
};
