import { z } from 'zod';
import { CompanyListResponseSchema, CompanySchema } from '../company';
import { ListingQuerySchema } from '../listing';
import { RegisterClickBodySchema, SearchResponseSchema } from '../search';
import { defineCall } from './call';

/** The search calls (catalogue service). */
export const searchCalls = {
  /** The term in the path writes spaces as underscores (SPEC 7); query_id continues a registered search. */
  search: defineCall({
    method: 'GET',
    path: '/search/new/:term',
    query: ListingQuerySchema.pick({ range: true }).extend({
      query_id: RegisterClickBodySchema.shape.query_id.optional(),
    }),
    response: SearchResponseSchema,
  }),
  /** The order form's company lookup: the company with a VAT id or business id (404 when the register has none). */
  companyByVatId: defineCall({ method: 'GET', path: '/search/company/vat/:vat', response: CompanySchema }),
  /** Companies whose name contains the text (at least 3 characters), best first. */
  companiesByName: defineCall({
    method: 'GET',
    path: '/search/company/name/:name',
    response: CompanyListResponseSchema,
  }),
  registerClick: defineCall({
    method: 'POST',
    path: '/search/register_click',
    body: RegisterClickBodySchema,
    response: z.null(),
    status: 204,
  }),
};
