import { OrderLinkClaimsSchema, orderLinkPurpose, type OrderLinkClaims } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * How long a buyer's order link answers: past the longest delivery (lead times up to 90 working
 * days, about 4 months) and the weeks after it in which a buyer checks what came, so that the link
 * in the last supplier's mail still opens the order; not for ever, as it carries the buyer's address.
 */
export const orderLinkDays = 180;

const issuer = 'shop-orders';
const audience = 'buyer-order';

/**
 * The buyer's order link (docs/orders.md, "The buyer's order link"), made as the suppliers' links
 * are (supplier-link.ts): a JWT (HS256) with the order's uuid and its purpose. It is signed with a
 * key derived from the link key for this use alone and carries its own audience, so a supplier's
 * or a quote's token is never accepted here, nor this one there. Nothing is stored per link.
 */
export class OrderLinks {
  private readonly key: string;

  constructor(
    linkSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (linkSecret.length < 32) throw new Error('the order link secret must be at least 32 characters');
    this.key = createHmac('sha256', linkSecret).update('buyer-order-links').digest('base64url');
  }

  sign(order: string): { token: string; expiresAt: Date } {
    const iat = Math.floor(this.now().getTime() / 1000);
    const exp = iat + orderLinkDays * 86_400;
    const claims: OrderLinkClaims & { iat: number; exp: number } = { order, purpose: orderLinkPurpose, iat, exp };
    const token = jwt.sign(claims, this.key, { algorithm: 'HS256', issuer, audience });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * The claims of a genuine, unexpired token: 401 for a missing, forged, altered, unsigned or
   * expired one (with the reason the page shows), 403 for a genuine one made for something else.
   */
  verify(token: string | undefined): OrderLinkClaims & { expiresAt: Date } {
    if (!token) throw HttpError.unauthorized('order_link.link_missing');
    let decoded: string | jwt.JwtPayload;
    try {
      decoded = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        clockTimestamp: Math.floor(this.now().getTime() / 1000),
      });
    } catch (error) {
      // Its own code: the page tells an expired link (ask the shop) from a forged one (no such order).
      if (error instanceof jwt.TokenExpiredError) throw new HttpError(401, 'LINK_EXPIRED', 'order_link.link_expired');
      throw new HttpError(401, 'UNAUTHORIZED', 'order_link.link_invalid');
    }
    const claims = OrderLinkClaimsSchema.safeParse(decoded);
    if (typeof decoded === 'string' || !claims.success || typeof decoded.exp !== 'number')
      throw new HttpError(403, 'FORBIDDEN', 'order_link.not_for_this');
    return { ...claims.data, expiresAt: new Date(decoded.exp * 1000) };
  }
}
