import { BasketShareBodySchema, MessageResponseSchema, OrderSchema } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { HttpError, requestLocale, type EventBus } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderOrderDocument, type Seller } from '../../documents/order-document';
import type { OrderStore } from '../../ports/order-store';
import type { PdfRenderer } from '../../ports/pdf-renderer';

// Orders are addressed by their uuid here too: the SPEC's {id}, but numeric ids can be guessed
// and an order carries the buyer's name and address.
const params = z.object({ uuid: z.string().uuid('validation.invalid') });

/** The completed order for the confirmation page, its PDF, the basket's offer PDF and sending it by e-mail. */
export const documentRoutes: FastifyPluginAsyncZod<{ store: OrderStore; bus: EventBus; pdf: PdfRenderer; seller: Seller }> = async (
  app,
  { store, bus, pdf, seller },
) => {
  const completed = async (uuid: string) => {
    const order = await store.findByUuid(uuid);
    if (!order) throw HttpError.notFound();
    if (!order.order_number) throw new HttpError(404, 'NOT_COMPLETED', 'cart.not_completed');
    return order;
  };

  app.get('/orders/processed-by-id/:uuid', { schema: { params, response: { 200: OrderSchema } } }, async (request) =>
    completed(request.params.uuid),
  );

  app.get('/orders/confirmation-pdf/:uuid', { schema: { params } }, async (request, reply) => {
    const order = await completed(request.params.uuid);
    const body = await pdf.render(renderOrderDocument(order, 'confirmation', order.locale ?? requestLocale(request), seller, new Date()));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${order.order_number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.get('/orders/offer-pdf/:uuid', { schema: { params } }, async (request, reply) => {
    const basket = await store.findByUuid(request.params.uuid);
    if (!basket || basket.items.length === 0) throw HttpError.notFound();
    const locale = requestLocale(request);
    const body = await pdf.render(renderOrderDocument(basket, 'offer', locale, seller, new Date()));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${translate(locale, 'doc.offer_title')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.patch('/orders/send-offer', { schema: { body: BasketShareBodySchema, response: { 202: MessageResponseSchema } } }, async (request, reply) => {
    const basket = await store.findByUuid(request.body.uuid);
    if (!basket || basket.items.length === 0) throw new HttpError(409, 'CART_EMPTY', 'cart.empty');
    const locale = requestLocale(request);
    await bus.publish('order.offer-requested', { uuid: basket.uuid, locale, email: request.body.email, comments: request.body.comments });
    return reply.status(202).send({ message: translate(locale, 'cart.offer_sent') });
  });
};
