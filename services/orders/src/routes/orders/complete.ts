import { CompleteOrderBodySchema, CompleteOrderResponseSchema } from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeOrder, type CompleteOrderDeps } from '../../domain/checkout/complete-order';
import { sessionUserOf } from './session-user';

export const completeRoute: FastifyPluginAsyncZod<{ deps: CompleteOrderDeps; sessionSecret?: string }> = async (app, { deps, sessionSecret }) => {
  app.post('/orders/complete', { schema: { body: CompleteOrderBodySchema, response: { 200: CompleteOrderResponseSchema } } }, async (request) =>
    completeOrder(deps, request.body.uuid, requestLocale(request), sessionUserOf(request, sessionSecret)),
  );
};
