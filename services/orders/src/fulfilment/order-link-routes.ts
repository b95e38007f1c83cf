import { orderLinkCall, OrderLinkViewSchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nobody } from '../shared/cart-access';
import type { CartService } from '../cart/cart-service';
import type { OrderLinks } from './order-link';
import { bearerToken } from './supplier-link';
import type { OrderStore } from '../shared/order-store';

export interface OrderLinkRouteOptions {
  store: OrderStore;
  links: OrderLinks;
  carts: Pick<CartService, 'present'>;
}

/**
 * GET /orders/order-link (docs/orders.md, "The buyer's order link"): the sent order the token of a
 * buyer's mail names, as its buyer reads it (lines as charged, totals, delivery, the suppliers'
 * parts). The only call the token opens, and it only reads: every other call still asks for the
 * session or a cookie, so the link changes nothing, copies nothing into a cart and opens no other order.
 */
export const orderLinkRoutes: FastifyPluginAsyncZod<OrderLinkRouteOptions> = async (app, opts) => {
  app.get(orderLinkCall, { schema: { response: { 200: OrderLinkViewSchema } } }, async (request) => {
    const header = request.headers.authorization;
    const claims = opts.links.verify(header === undefined ? undefined : (bearerToken(header) ?? 'malformed'));
    const order = await opts.store.findByUuid(claims.order);
    // Links are only mailed for sent orders; a cart (or an order gone since) is not this link's.
    if (!order?.order_number) throw new HttpError(403, 'FORBIDDEN', 'order_link.not_for_this');
    return {
      order: await opts.carts.present(order, { locale: requestLocale(request), who: nobody }),
      link_expires_at: claims.expiresAt.toISOString(),
    };
  });
};
