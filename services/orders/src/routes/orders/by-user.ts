import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../../ports/order-store';
import { PublicOrderSchema } from '../../json-serialization';
import type { SessionCheck } from './session-user';

/**
 * GET /orders/by-user: the logged-in buyer's own sent orders, newest
 * first; nobody else's, and nothing once the session has ended.
 */
export const byUserRoute: FastifyPluginAsyncZod<{ store: OrderStore; sessions: SessionCheck }> = async (
  app,
  { store, sessions },
) => {
  app.get('/orders/by-user', { schema: { response: { 200: z.array(PublicOrderSchema) } } }, async (request) => {
    const buyer = await sessions.buyerOf(request);
    if (!buyer) throw HttpError.unauthorized();
    return store.findByUser(buyer.userid);
  });
};
