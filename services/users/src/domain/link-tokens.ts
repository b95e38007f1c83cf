import { randomUUID } from 'node:crypto';
import { linkValidityMinutes } from '@shop/contracts';
import jwt from 'jsonwebtoken';
import type { LinkPurpose } from '../ports/user-store';

export const linkValidityMs = linkValidityMinutes * 60 * 1000;

export interface LinkClaims {
  /** Token id: the stored link row, which makes the link single-use. */
  id: string;
  email: string;
  purpose: LinkPurpose;
}

export interface IssuedLink extends LinkClaims {
  token: string;
  expiresAt: Date;
}

const audience = (purpose: LinkPurpose) => `users.link.${purpose}`;

/**
 * Signed links (magic login, verification, password reset). The signature proves the shop made
 * the link; the stored row (by token id) makes it single-use. Time comes from the service clock so
 * tests can move it.
 */
export class LinkTokens {
  constructor(
    private readonly key: string,
    private readonly now: () => Date,
  ) {}

  issue(email: string, purpose: LinkPurpose): IssuedLink {
    const id = randomUUID();
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAt = new Date((issuedAt + linkValidityMinutes * 60) * 1000);
    const token = jwt.sign({ email, iat: issuedAt, exp: Math.floor(expiresAt.getTime() / 1000) }, this.key, {
      algorithm: 'HS256',
      jwtid: id,
      audience: audience(purpose),
    });
    return { id, email, purpose, token, expiresAt };
  }

  /** The claims of an untampered, unexpired link of this purpose; null otherwise. */
  verify(token: string, purpose: LinkPurpose): LinkClaims | null {
    try {
      const claims = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        audience: audience(purpose),
        clockTimestamp: Math.floor(this.now().getTime() / 1000),
      });
      if (typeof claims === 'string' || typeof claims.email !== 'string' || typeof claims.jti !== 'string') return null;
      return { id: claims.jti, email: claims.email, purpose };
    } catch {
      return null;
    }
  }
}
