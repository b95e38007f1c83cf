import { ContactBodySchema } from '../contact';
import {
  FormSentResponseSchema,
  NewsletterBodySchema,
  NewsletterResponseSchema,
  SupplierContactBodySchema,
} from '../forms';
import { defineCall } from './call';

/** The contact service's form calls (SPEC 7). */
export const contactCalls = {
  contact: defineCall({
    method: 'POST',
    path: '/contact/submit',
    body: ContactBodySchema,
    response: FormSentResponseSchema,
  }),
  supplierContact: defineCall({
    method: 'POST',
    path: '/contact/supplier',
    body: SupplierContactBodySchema,
    response: FormSentResponseSchema,
  }),
  newsletter: defineCall({
    method: 'POST',
    path: '/newsletter/subscribe',
    body: NewsletterBodySchema,
    response: NewsletterResponseSchema,
  }),
};
