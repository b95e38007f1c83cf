import {
  cxmlCredentialHeaders,
  CxmlMemberSchema,
  internalCxmlMemberPath,
  type CxmlLogin,
  type CxmlMember,
} from '@shop/contracts';
import type { CxmlBuyers } from '../cxml-buyers';
import type { UsersRequest } from './users-buyer-directory';

/**
 * The users service's internal call (its own process only; the gateway routes no /internal path),
 * the credential in headers so that no access log holds the secret, each percent-encoded (a
 * header carries no more than Latin-1; an identity may hold any character).
 */
export class UsersCxmlBuyers implements CxmlBuyers {
  constructor(private readonly request: UsersRequest) {}

  async member({ domain, identity, sharedSecret }: CxmlLogin): Promise<CxmlMember | null> {
    const { status, body } = await this.request(internalCxmlMemberPath, {
      [cxmlCredentialHeaders.domain]: encodeURIComponent(domain),
      [cxmlCredentialHeaders.identity]: encodeURIComponent(identity),
      [cxmlCredentialHeaders.sharedSecret]: encodeURIComponent(sharedSecret),
    });
    if (status === 401 || status === 400) return null;
    if (status !== 200) throw new Error(`users service answered ${status} for a cXML credential`);
    return CxmlMemberSchema.parse(body);
  }
}
