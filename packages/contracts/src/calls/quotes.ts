import { z } from 'zod';
import { OrderSchema } from '../order';
import {
  PriceQuoteBodySchema,
  quoteCalls,
  QuoteRequestedSchema,
  QuoteViewSchema,
  RequestQuoteBodySchema,
} from '../quotes';
import { quoteChangesCall, RequestQuoteChangesBodySchema } from '../quote-changes';
import { QuoteListQuerySchema, QuoteListSchema, quoteListCall } from '../quote-list';
import { defineCall } from './call';

const uuidParams = z.object({ uuid: z.string().uuid() });

/**
 * Quotes (orders service). The buyer's calls open a quote with the buyer's session, or for a
 * guest with the buyer link's token as `authorization: Bearer …`; the seller's pricing calls take
 * the pricing link's token the same way.
 */
export const quoteApiCalls = {
  list: defineCall({ method: 'GET', path: quoteListCall, query: QuoteListQuerySchema, response: QuoteListSchema }),
  request: defineCall({
    method: 'POST',
    path: quoteCalls.request,
    body: RequestQuoteBodySchema,
    response: QuoteRequestedSchema,
  }),
  read: defineCall({ method: 'GET', path: quoteCalls.read, params: uuidParams, response: QuoteViewSchema }),
  accept: defineCall({ method: 'POST', path: quoteCalls.accept, params: uuidParams, response: OrderSchema }),
  changes: defineCall({
    method: 'POST',
    path: quoteChangesCall,
    params: uuidParams,
    body: RequestQuoteChangesBodySchema,
    response: QuoteViewSchema,
  }),
  pricingRead: defineCall({ method: 'GET', path: quoteCalls.pricingRead, response: QuoteViewSchema }),
  price: defineCall({
    method: 'POST',
    path: quoteCalls.price,
    body: PriceQuoteBodySchema,
    response: QuoteViewSchema,
  }),
};
