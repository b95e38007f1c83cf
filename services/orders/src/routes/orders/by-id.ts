import { OrderSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../../ports/order-store';
import { readableOrder, type AccessCookies } from './access';

/** GET /orders/by-id/{uuid}: a cart for whoever holds it, a sent order for its buyer, a shared basket for anyone. */
export const orderByIdRoute: FastifyPluginAsyncZod<{ store: OrderStore; access: AccessCookies }> = async (
  app,
  { store, access },
) => {
  app.get(
    '/orders/by-id/:uuid',
    { schema: { params: z.object({ uuid: z.string().uuid('validation.invalid') }), response: { 200: OrderSchema } } },
    async (request) => readableOrder(store, request.params.uuid, await access.requester(request)),
  );
};
