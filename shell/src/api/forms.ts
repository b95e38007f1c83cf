import {
  FormSentResponseSchema,
  NewsletterResponseSchema,
  type ContactBody,
  type NewsletterBody,
  type SupplierContactBody,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';

/** The form calls of SPEC 7 (served by the contact service behind the gateway). */
export const sendContact = (body: ContactBody) =>
  apiFetch('/contact/submit', { method: 'POST', json: body, schema: FormSentResponseSchema });

export const sendSupplierContact = (body: SupplierContactBody) =>
  apiFetch('/contact/supplier', { method: 'POST', json: body, schema: FormSentResponseSchema });

export const subscribeNewsletter = (body: NewsletterBody) =>
  apiFetch('/newsletter/subscribe', { method: 'POST', json: body, schema: NewsletterResponseSchema });
