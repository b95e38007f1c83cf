import type { CxmlLogin, CxmlMember } from '@shop/contracts';

/**
 * Whom a purchasing system's cXML document speaks for, asked of the users service, which holds the
 * punch-out connections and their scrypt-hashed secrets (docs/procurement.md): the connection and
 * its member, or null when the credential opens none (or the member left the company).
 */
export interface CxmlBuyers {
  member(login: CxmlLogin): Promise<CxmlMember | null>;
}
