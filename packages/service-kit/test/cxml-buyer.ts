import { credentialElement, cxmlDocument, type CxmlCredential } from '../src/cxml';

/**
 * A PunchOutSetupRequest as a buyer's procurement system sends it (cXML 1.2): From is the buyer,
 * To the supplier, Sender the system that sends it with the shared secret. For the users service's
 * tests and the procurement test partner of the journeys.
 */
export function setupRequestXml({
  from,
  to = { domain: 'DUNS', identity: 'nordbau' },
  sharedSecret,
  buyerCookie,
  browserFormPost,
  operation = 'create',
}: {
  from: CxmlCredential;
  to?: CxmlCredential;
  sharedSecret: string;
  buyerCookie: string;
  browserFormPost: string;
  operation?: 'create' | 'edit' | 'inspect';
}): string {
  const meta = { payloadId: `${Date.now()}.setup@buyer.example`, timestamp: new Date(), lang: 'en-US' };
  return cxmlDocument(meta, (root) => {
    const header = root.ele('Header');
    credentialElement(header.ele('From'), from);
    credentialElement(header.ele('To'), to);
    const sender = header.ele('Sender');
    credentialElement(sender, from).ele('SharedSecret').txt(sharedSecret);
    sender.ele('UserAgent').txt('Procurement test partner');
    const setup = root.ele('Request', { deploymentMode: 'test' }).ele('PunchOutSetupRequest', { operation });
    setup.ele('BuyerCookie').txt(buyerCookie);
    setup.ele('BrowserFormPost').ele('URL').txt(browserFormPost);
  });
}
