import { QuoteLinkClaimsSchema, type QuoteLinkClaims } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import jwt from 'jsonwebtoken';

/** The seller's pricing link: long enough to ask suppliers before answering. */
export const quotePricingLinkDays = 30;
/** A guest buyer's link: past the longest validity a seller may give after pricing within the pricing link's life. */
export const quoteBuyerLinkDays = 120;

const issuer = 'shop-orders';
const audience = 'quote';

/**
 * The quote links' tokens, as the suppliers' links are made (fulfilment/supplier-link.ts): a JWT
 * (HS256) with the quote's uuid and its purpose, signed with the same link key under another
 * audience, so neither kind of link opens the other's pages. Nothing is stored per link.
 */
export class QuoteLinks {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (secret.length < 32) throw new Error('the quote link secret must be at least 32 characters');
  }

  sign(quote: string, purpose: QuoteLinkClaims['purpose']): { token: string; expiresAt: Date } {
    const iat = Math.floor(this.now().getTime() / 1000);
    const exp = iat + (purpose === 'quote_pricing' ? quotePricingLinkDays : quoteBuyerLinkDays) * 86_400;
    const token = jwt.sign({ quote, purpose, iat, exp }, this.secret, { algorithm: 'HS256', issuer, audience });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * The claims of a genuine, unexpired token made for `purpose`: 401 for a missing, forged,
   * altered or expired one (with the reason the page shows), 403 for a genuine one made for something else.
   */
  verify(token: string | undefined, purpose: QuoteLinkClaims['purpose']): QuoteLinkClaims & { expiresAt: Date } {
    if (!token) throw HttpError.unauthorized('quote.link_missing');
    let decoded: string | jwt.JwtPayload;
    try {
      decoded = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        issuer,
        audience,
        clockTimestamp: Math.floor(this.now().getTime() / 1000),
      });
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new HttpError(401, 'UNAUTHORIZED', expired ? 'quote.link_expired' : 'quote.link_invalid');
    }
    const claims = QuoteLinkClaimsSchema.safeParse(decoded);
    if (typeof decoded === 'string' || !claims.success || claims.data.purpose !== purpose || !decoded.exp)
      throw new HttpError(403, 'FORBIDDEN', 'quote.link_not_for_this');
    return { ...claims.data, expiresAt: new Date(decoded.exp * 1000) };
  }
}
