import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link's token: 256 random bits, of which the store keeps only the SHA-256, so a
 * copy of the database opens no invitation.
 */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}
