import { SupplierLinkClaimsSchema, supplierLinkPurpose, type SupplierLinkClaims } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import jwt from 'jsonwebtoken';

/** How long a purchase order's link answers: long enough for a supplier's whole delivery. */
export const supplierLinkDays = 30;

const issuer = 'shop-orders';
const audience = 'supplier-order';

/**
 * The supplier's link token: a JWT (HS256) with the order's uuid, the supplier's id and the
 * purpose, signed with SUPPLIER_LINK_SECRET. It opens that supplier's part of that order and
 * nothing else, until it expires; no account, nothing stored per link.
 */
export class SupplierLinks {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (secret.length < 32) throw new Error('the supplier link secret must be at least 32 characters');
  }

  sign(order: string, supplier: number): { token: string; expiresAt: Date } {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expires = issuedAt + supplierLinkDays * 86_400;
    const claims: SupplierLinkClaims & { iat: number; exp: number } = {
      order,
      supplier,
      purpose: supplierLinkPurpose,
      iat: issuedAt,
      exp: expires,
    };
    const token = jwt.sign(claims, this.secret, { algorithm: 'HS256', issuer, audience });
    return { token, expiresAt: new Date(expires * 1000) };
  }

  /**
   * The claims of a token this service signed and that has not expired: 401 for a missing, forged,
   * altered or expired token (the page asks for a new link), 403 for a genuine token made for
   * something else.
   */
  verify(token: string | undefined): SupplierLinkClaims & { expiresAt: Date } {
    if (!token) throw HttpError.unauthorized('fulfilment.link_missing');
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
      throw new HttpError(401, 'UNAUTHORIZED', expired ? 'fulfilment.link_expired' : 'fulfilment.link_invalid');
    }
    const claims = SupplierLinkClaimsSchema.safeParse(decoded);
    if (typeof decoded === 'string' || !claims.success || typeof decoded.exp !== 'number')
      throw new HttpError(403, 'FORBIDDEN', 'fulfilment.link_not_for_this');
    return { ...claims.data, expiresAt: new Date(decoded.exp * 1000) };
  }
}

/** The token of `Authorization: Bearer <token>`, how the supplier's page sends it. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
