import { z } from 'zod';

/**
 * What of punch-out (docs/procurement.md) the shop's pages need: the session a purchasing system
 * opened, its marker cookie and the cart page's transfer form. The connections and logins, which only
 * the services and the back office use, are in punchout.ts.
 */
export const punchoutProtocols = ['oci', 'cxml'] as const;
export const PunchoutProtocolSchema = z.enum(punchoutProtocols);
export type PunchoutProtocol = z.infer<typeof PunchoutProtocolSchema>;

/**
 * Beside a punch-out session's HttpOnly `sid`, the users service sets this readable cookie (the
 * protocol's name) with the same lifetime, cleared by any other login and by logout. Like
 * `logged_in` it grants nothing: it only tells the cart page to offer the transfer instead of the
 * checkout, on the server's render and in the browser alike.
 */
export const punchoutMarkerCookie = 'punchout';

/** A party of a cXML header: the domain of its identity (NetworkID, DUNS…) and the identity. */
export const CxmlCredentialSchema = z.object({ domain: z.string(), identity: z.string() });

/** What a punch-out session carries beside the user: where the cart goes back, kept by the server. */
export const PunchoutSessionSchema = z.object({
  protocol: PunchoutProtocolSchema,
  /** OCI HOOK_URL or cXML BrowserFormPost URL, as given when the session started. */
  return_url: z.string(),
  /** OCI ~TARGET: the frame the transfer form posts into (`_top` when none was given). */
  target: z.string(),
  /** cXML BuyerCookie, sent back unchanged; empty for OCI. */
  buyer_cookie: z.string(),
  /**
   * cXML: the setup request's From (the buyer) and To (the shop as the buyer names it), which the
   * PunchOutOrderMessage's header turns round; null for OCI.
   */
  credentials: z.object({ buyer: CxmlCredentialSchema, supplier: CxmlCredentialSchema }).nullable(),
});
export type PunchoutSession = z.infer<typeof PunchoutSessionSchema>;

/** The cart page's transfer form: which cart goes back to the purchasing system. */
export const PunchoutTransferBodySchema = z
  .object({ uuid: z.string().uuid('validation.invalid') })
  .strict()
  .meta({ examples: [{ uuid: '3f2b8c1e-7d4a-4e6b-9a1f-0c5d2e8b7a64' }] });
