import { OrderSchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderStore } from '../../ports/order-store';

export const orderByIdRoute: FastifyPluginAsyncZod<{ store: OrderStore }> = async (app, { store }) => {
  app.get(
    '/orders/by-id/:uuid',
    { schema: { params: z.object({ uuid: z.string().uuid('validation.invalid') }), response: { 200: OrderSchema } } },
    async (request) => {
      const order = await store.findByUuid(request.params.uuid);
      if (!order) throw HttpError.notFound();
      return order;
    },
  );
};
