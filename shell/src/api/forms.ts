import { apiCalls, type ContactBody, type NewsletterBody, type SupplierContactBody } from '@shop/contracts';
import { callApi } from '@shop/state';

/** The form calls of SPEC 7 (served by the contact service behind the gateway). */
export const sendContact = (body: ContactBody) => callApi(apiCalls.contact.contact, { body });

export const sendSupplierContact = (body: SupplierContactBody) => callApi(apiCalls.contact.supplierContact, { body });

export const subscribeNewsletter = (body: NewsletterBody) => callApi(apiCalls.contact.newsletter, { body });
