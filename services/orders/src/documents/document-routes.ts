import { BasketShareBodySchema, DocumentQuerySchema, MessageResponseSchema, OrderSchema } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { HttpError, requestLocale, type EventBus, type RateGuard } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Seller } from '@shop/contracts';
import { renderOrderDocument } from './order-document';
import type { OrderStore } from '../shared/order-store';
import type { PdfRenderer } from './pdf-renderer';
import { renderForCaller, sendPdf } from './pdf-answer';
import { readableOrder, type AccessCookies } from '../shared/http/access';
import { askedLocale, inDocumentLanguage } from './document-language';
import { caller, type OrdersAction } from '../shared/http/limits';
import type { CartService } from '../cart/cart-service';

// Orders are addressed by their uuid here too: the SPEC's {id}, but numeric ids can be guessed
// and an order carries the buyer's name and address.
const params = z.object({ uuid: z.string().uuid('validation.invalid') });

export interface DocumentRoutesOptions {
  store: OrderStore;
  bus: EventBus;
  pdf: PdfRenderer;
  seller: Seller;
  access: AccessCookies;
  guard: RateGuard<OrdersAction>;
  /** Shows an order to its reader: titles in their language, the catalogue's variants. */
  carts: Pick<CartService, 'present'>;
}

/**
 * The completed order for the confirmation page, its PDF, the basket's offer PDF and sending it by
 * e-mail: each for whoever may read that order (cart holder, sent order's buyer or confirmation
 * token, anyone for a shared basket); others get 404.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (
  app,
  { store, pdf, seller, access, guard, carts },
) => {
  const completed = async (uuid: string, request: FastifyRequest) => {
    const order = await readableOrder(store, uuid, await access.requester(request));
    if (!order.order_number) throw new HttpError(404, 'NOT_COMPLETED', 'cart.not_completed');
    return order;
  };

  app.get('/orders/processed-by-id/:uuid', { schema: { params, response: { 200: OrderSchema } } }, async (request) =>
    carts.present(await completed(request.params.uuid, request), {
      locale: requestLocale(request),
      who: await access.requester(request),
    }),
  );

  // In the reader's language (the pages link it with the page's `?lang=`), titles too; the e-mailed
  // confirmation stays in the language the order was completed in.
  const pdfAnswer = (description: string) =>
    ({
      rawAnswers: {
        200: {
          description,
          contentType: 'application/pdf',
          headers: { 'content-disposition': { description: 'Its file name.' } },
        },
      },
    }) as const;

  app.get(
    '/orders/confirmation-pdf/:uuid',
    {
      schema: { params, querystring: DocumentQuerySchema },
      config: pdfAnswer('The sent order\u2019s confirmation, in the language asked for, else the buyer\u2019s.'),
    },
    async (request, reply) => {
      const sent = await completed(request.params.uuid, request);
      // The language the link or call names, else the one the buyer ordered in: a browser's
      // default language is not the buyer's choice.
      const asked = askedLocale(request) ?? sent.locale ?? requestLocale(request);
      const reader = { locale: asked, who: await access.requester(request) };
      const { order, locale } = await inDocumentLanguage(sent, reader, carts);
      const html = renderOrderDocument(order, 'confirmation', locale, seller, new Date());
      return sendPdf(reply, pdf, html, order.uuid, String(order.order_number));
    },
  );

  app.get(
    '/orders/offer-pdf/:uuid',
    {
      schema: { params, querystring: DocumentQuerySchema },
      config: pdfAnswer('An offer for the basket\u2019s lines, in the language asked in.'),
    },
    async (request, reply) => {
      const who = await access.requester(request);
      const locale = askedLocale(request) ?? requestLocale(request);
      // The offer speaks the language it is asked in, its product titles too.
      const basket = await carts.present(await readableOrder(store, request.params.uuid, who), { locale, who });
      if (basket.items.length === 0) throw HttpError.notFound();
      const html = renderOrderDocument(basket, 'offer', locale, seller, new Date());
      const body = await renderForCaller(pdf, html, basket.uuid, reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${translate(locale, 'doc.offer_title')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  // Mails a PDF to an address the sender chooses, with the sender's words: only for a basket the
  // sender may read, and few per address, basket and recipient (docs/orders.md).
  app.patch(
    '/orders/send-offer',
    { schema: { body: BasketShareBodySchema, response: { 202: MessageResponseSchema } } },
    async (request, reply) => {
      const who = await access.requester(request);
      const basket = await readableOrder(store, request.body.uuid, who);
      if (basket.items.length === 0) throw new HttpError(409, 'CART_EMPTY', 'cart.empty');
      const email = request.body.email;
      await guard.check(
        'offer',
        { ...caller(who, request.ip), cart: basket.uuid, recipient: email.toLowerCase() },
        reply,
      );
      const locale = requestLocale(request);
      // Through the outbox: a 202 means the offer will be mailed, even if the process dies now.
      await store.enqueue([
        {
          topic: 'order.offer-requested',
          key: basket.uuid,
          payload: { uuid: basket.uuid, locale, email, comments: request.body.comments },
        },
      ]);
      return reply.status(202).send({ message: translate(locale, 'cart.offer_sent') });
    },
  );
};
