import type { Order } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../shared/order-store';
import { PublicOrderSchema } from '../shared/json-serialization';
import type { CartService } from './cart-service';
import type { AccessCookies } from '../shared/http/access';

/**
 * GET /orders/by-user: the logged-in buyer's sent orders, newest first; nothing once the session
 * has ended. A company's member reads the company's orders too (each names who placed it): the
 * company is the one the users service answers for the session now, never one the browser names,
 * so a member removed from it reads only their own orders again. Each in the reader's language with
 * the catalogue's variants, as GET /orders/by-id answers one (CartView).
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
    const company = who.buyer.company;
    const [own, shared] = await Promise.all([
      store.findByUser(who.buyer.userid),
      company ? store.findByCompany(company.company_id) : Promise.resolve([]),
    ]);
    return Promise.all(newestFirst([...own, ...shared]).map((order) => carts.present(order, reader)));
  });
};

/** Both lists newest first as one, each order once (a member's own company orders are in both). */
function newestFirst(orders: Order[]): Order[] {
  const byUuid = new Map(orders.map((order) => [order.uuid, order]));
  return [...byUuid.values()].sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
}
