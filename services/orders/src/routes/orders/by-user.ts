import { OrderSchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../../ports/order-store';
import { sessionUserOf } from './session-user';

/** GET /orders/by-user: the logged-in buyer's own sent orders, newest first; nobody else's. */
export const byUserRoute: FastifyPluginAsyncZod<{ store: OrderStore; sessionSecret?: string }> = async (app, { store, sessionSecret }) => {
  app.get('/orders/by-user', { schema: { response: { 200: z.array(OrderSchema) } } }, async (request) => {
    const userid = sessionUserOf(request, sessionSecret);
    if (!userid) throw HttpError.unauthorized();
    return store.findByUser(userid);
  });
};
