import { PunchoutReturnUrlSchema, type CxmlCredentialSchema } from '@shop/contracts';
import { cxmlChild, cxmlCredential, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import type { z } from 'zod';

type Credential = z.infer<typeof CxmlCredentialSchema>;

/**
 * What the shop reads of a cXML PunchOutSetupRequest (cXML 1.2, "PunchOutSetupRequest"). Its
 * operation is not read: edit and inspect open an empty cart as create does (docs/procurement.md).
 */
export interface CxmlSetup {
  /** Header/From: the buyer's organisation, whose identity names the connection. */
  from: Credential;
  /** Header/To: the shop, as the buyer's system names it. */
  to: Credential;
  /** Header/Sender's SharedSecret: the connection's secret. */
  sharedSecret: string;
  buyerCookie: string;
  browserFormPost: string;
}

/** Why a setup request is refused as unreadable (cXML Status 400): it lacks what a setup needs. */
export type CxmlSetupRefusal = { unreadable: string };

/** Reads a PunchOutSetupRequest; a document that is no such request, or lacks a part, is refused with why. */
export function readCxmlSetup(xml: string): CxmlSetup | CxmlSetupRefusal {
  const root = parseCxml(xml);
  const header = cxmlChild(root, 'Header');
  const setup = cxmlChild(root, 'Request', 'PunchOutSetupRequest');
  if (!header || !setup) return { unreadable: 'no Header and PunchOutSetupRequest' };
  const from = cxmlCredential(header, 'From');
  const to = cxmlCredential(header, 'To');
  const sharedSecret = cxmlText(header, 'Sender', 'Credential', 'SharedSecret');
  const browserFormPost = cxmlText(setup, 'BrowserFormPost', 'URL');
  const buyerCookie = cxmlText(setup, 'BuyerCookie');
  if (!from || !to || sharedSecret === undefined) return { unreadable: 'Header needs From, To and Sender credentials' };
  if (buyerCookie === undefined) return { unreadable: 'no BuyerCookie' };
  // The cart goes to this address later: only the buyer's own system, over http or https.
  if (!browserFormPost || !PunchoutReturnUrlSchema.safeParse(browserFormPost).success)
    return { unreadable: 'BrowserFormPost/URL must be an http or https address' };
  return {
    from,
    to,
    sharedSecret,
    buyerCookie,
    browserFormPost,
  };
}
