import { z } from 'zod';
import { UserSchema } from './user';

/**
 * cXML OrderRequest (docs/procurement.md, "cXML OrderRequest"): the buyer's purchasing system posts
 * its purchase order, server to server, and the shop answers a cXML Response.
 */
export const cxmlOrderPath = '/orders/cxml/order';

/** The longest OrderRequest the shop reads: a purchase order of a few hundred lines. */
export const cxmlOrderBodyLimit = 512 * 1024;

/**
 * GET /internal/punchout/cxml/member (users service's own process only, never routed by the
 * gateway): the member whose cXML connection the credential opens. The credential travels in these
 * headers (each percent-encoded), never in the path, so no access log holds the secret.
 */
export const internalCxmlMemberPath = '/internal/punchout/cxml/member';
export const cxmlCredentialHeaders = {
  domain: 'x-cxml-domain',
  identity: 'x-cxml-identity',
  sharedSecret: 'x-cxml-shared-secret',
} as const;

/** A cXML credential as a purchasing system's header carries it: From (domain, identity), Sender's SharedSecret. */
export interface CxmlLogin {
  domain: string;
  identity: string;
  sharedSecret: string;
}

/** The answer: the connection the credential opened and its member as GET /users/current answers a user. */
export const CxmlMemberSchema = z.object({
  connection_id: z.string().uuid(),
  company_id: z.string().uuid(),
  /** The connection's address for status documents, or null: then none are sent. */
  status_url: z.string().nullable(),
  user: UserSchema,
});
export type CxmlMember = z.infer<typeof CxmlMemberSchema>;
