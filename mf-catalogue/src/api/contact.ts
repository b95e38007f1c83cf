import { apiCalls, type ContactBody } from '@shop/contracts';
import { callApi } from '@shop/state';

/** POST /contact/submit: the contact service stores the message and e-mails it to the shop. */
export const sendContactMessage = (body: ContactBody) => callApi(apiCalls.contact.contact, { body });
