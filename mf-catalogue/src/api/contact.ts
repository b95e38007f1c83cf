import { FormSentResponseSchema, type ContactBody } from '@shop/contracts';
import { apiFetch } from '@shop/state';

/** POST /contact/submit: the contact service stores the message and e-mails it to the shop. */
export const sendContactMessage = (body: ContactBody) =>
  apiFetch('/contact/submit', { method: 'POST', json: body, schema: FormSentResponseSchema });
