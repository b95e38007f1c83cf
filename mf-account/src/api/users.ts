import { MessageResponseSchema } from '@shop/contracts';
import { apiFetch } from '@shop/state';

/** Body of the link request (LinkRequestBodySchema in contracts). */
export interface LinkRequest {
  email: string;
  host: string;
}

/** SPEC 7 answers of POST /users/request-magic-link that mean "a link is in the inbox". */
export const magicLinkMessages = {
  sent: 'Magic link sent successfully.',
  existing: 'Existing magic link valid.',
} as const;

/** POST /users/request-magic-link {email, host}. */
export const requestMagicLink = (body: LinkRequest) =>
  apiFetch('/users/request-magic-link', { method: 'POST', json: body, schema: MessageResponseSchema });
