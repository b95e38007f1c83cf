import {
  OrderSchema,
  PriceQuoteBodySchema,
  quoteListCall,
  QuoteListQuerySchema,
  QuoteListSchema,
  quotePagePath,
  quoteCalls,
  QuoteRequestedSchema,
  QuoteViewSchema,
  quoteChangesCall,
  RequestQuoteBodySchema,
  RequestQuoteChangesBodySchema,
  type Seller,
} from '@shop/contracts';
import { HttpError, requestLocale, type RateGuard } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderQuoteDocument } from '../documents/quote-document';
import { bearerToken } from '../fulfilment/supplier-link';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { sendPdf } from '../documents/pdf-answer';
import { quoteView, type QuoteBuyerProof, type QuoteService } from './quote-service';
import type { AccessCookies } from '../shared/http/access';
import { caller, type OrdersAction } from '../shared/http/limits';
import type { CartService } from '../cart/cart-service';

export interface QuoteRoutesOptions {
  quotes: QuoteService;
  carts: CartService;
  access: AccessCookies;
  guard: RateGuard<OrdersAction>;
  pdf: PdfRenderer;
  seller: Seller;
  /** The shop's public origin (PUBLIC_URL) the PDF's link points to. */
  publicOrigin: string;
}

const params = z.object({ uuid: z.string().uuid('validation.invalid') });

/** The link's token as the pages send it; a header of another shape counts as a forged link. */
const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header === undefined ? undefined : (bearerToken(header) ?? 'malformed');
};

/**
 * The quote calls (docs/orders.md, "Quotes"): request from a cart, the buyer's list, read, PDF
 * and acceptance, and the seller's pricing by the link's token. Never cached: each carries a buyer's data.
 */
export const quoteRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (app, opts) => {
  const { quotes, access } = opts;
  const proof = async (request: FastifyRequest): Promise<QuoteBuyerProof> => ({
    who: await access.requester(request),
    token: tokenOf(request),
  });
  const private_ = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.post(
    quoteCalls.request,
    { schema: { body: RequestQuoteBodySchema, response: { 200: QuoteRequestedSchema } } },
    async (request, reply) => {
      // Each request mails the seller and the address the body names: as few per address, cart and
      // recipient as offer mails, so nobody can have the shop flood a stranger's mailbox. Counted
      // only for the cart's holder, so a stranger with the uuid cannot use up the owner's allowance.
      const { cart_uuid: cart, buyer } = request.body;
      const who = await access.requester(request);
      const admit = () =>
        opts.guard.check('offer', { ...caller(who, request.ip), cart, recipient: buyer.email.toLowerCase() }, reply);
      const quote = await quotes.request(request.body, who, requestLocale(request), admit);
      private_(reply);
      return { uuid: quote.uuid, number: quote.number, email: quote.buyer.email };
    },
  );

  app.get(
    quoteListCall,
    {
      schema: {
        summary: 'The signed-in buyer’s quote requests with their status, newest first (401 without a session)',
        querystring: QuoteListQuerySchema,
        response: { 200: QuoteListSchema },
      },
    },
    async (request, reply) => {
      const list = await quotes.listFor(await access.requester(request), request.query);
      private_(reply);
      return list;
    },
  );

  app.get(quoteCalls.read, { schema: { params, response: { 200: QuoteViewSchema } } }, async (request, reply) => {
    const { quote } = await quotes.forBuyer(request.params.uuid, await proof(request));
    private_(reply);
    return quoteView(quote, quotes.today());
  });

  app.get(
    quoteCalls.pdf,
    {
      schema: { params },
      config: {
        rawAnswers: {
          200: {
            description: 'The priced quote, in the language asked in.',
            contentType: 'application/pdf',
            headers: { 'content-disposition': { description: 'Its file name.' } },
          },
        },
      },
    },
    async (request, reply) => {
      const { quote } = await quotes.forBuyer(request.params.uuid, await proof(request));
      if (!quote.pricing)
        throw new HttpError(409, 'QUOTE_STATE', 'quote.not_priced', [{ field: 'quote', reason: 'quote.not_priced' }]);
      // The PDF names the page without a token: a guest's token stays in the mail's link only.
      const link = `${opts.publicOrigin}${quotePagePath(quote.uuid)}`;
      const html = renderQuoteDocument(quote, opts.seller, link, requestLocale(request));
      return sendPdf(reply, opts.pdf, html, quote.uuid, quote.number);
    },
  );

  app.post(quoteCalls.accept, { schema: { params, response: { 200: OrderSchema } } }, async (request, reply) => {
    const asked = await proof(request);
    private_(reply);
    const locale = requestLocale(request);
    return quotes.accept(request.params.uuid, asked, locale, () => ({
      locale,
      // The quote's cart is a new cart: the browser gets its cart-access key, as with add.
      who: access.bindBrowser(request, reply, asked.who),
      admitNewCart: () => opts.guard.check('new-cart', caller(asked.who, request.ip), reply),
    }));
  });

  app.post(
    quoteChangesCall,
    {
      schema: {
        summary:
          'The buyer answers a priced quote with the lines wanted now and a message: the seller prices the next round',
        params,
        body: RequestQuoteChangesBodySchema,
        response: { 200: QuoteViewSchema },
      },
    },
    async (request, reply) => {
      const next = await quotes.changes(request.params.uuid, await proof(request), request.body);
      private_(reply);
      return quoteView(next, quotes.today());
    },
  );

  app.get(quoteCalls.pricingRead, { schema: { response: { 200: QuoteViewSchema } } }, async (request, reply) => {
    const { quote } = await quotes.forSeller(tokenOf(request));
    private_(reply);
    return quoteView(quote, quotes.today());
  });

  app.post(
    quoteCalls.price,
    { schema: { body: PriceQuoteBodySchema, response: { 200: QuoteViewSchema } } },
    async (request, reply) => {
      const priced = await quotes.price(tokenOf(request), request.body, requestLocale(request));
      private_(reply);
      return quoteView(priced, quotes.today());
    },
  );
};
