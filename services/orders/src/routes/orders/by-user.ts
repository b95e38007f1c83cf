import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../../ports/order-store';
import { PublicOrderSchema } from '../../json-serialization';
import type { CartService } from '../../domain/cart/cart-service';
import type { AccessCookies } from './access';

/**
 * GET /orders/by-user: the logged-in buyer's own sent orders, newest first; nobody else's, and
 * nothing once the session has ended. Each in the reader's language with the catalogue's variants,
 * as GET /orders/by-id answers one (CartView): the history is read in the page's language.
 */
export const byUserRoute: FastifyPluginAsyncZod<{
  store: OrderStore;
  access: AccessCookies;
  carts: Pick<CartService, 'present'>;
}> = async (app, { store, access, carts }) => {
  app.get('/orders/by-user', { schema: { response: { 200: z.array(PublicOrderSchema) } } }, async (request) => {
    const who = await access.requester(request);
    if (!who.buyer) throw HttpError.unauthorized();
    const reader = { locale: requestLocale(request), who };
    const orders = await store.findByUser(who.buyer.userid);
    return Promise.all(orders.map((order) => carts.present(order, reader)));
  });
};
