import { z } from 'zod';

/**
 * SPEC 7: the answers of the Users calls that the client reacts to. `message` is the exact text the
 * spec names (the old client keyed on it); `code` is stable and is what new code should key on,
 * because error messages are translated into the buyer's language.
 */
export const authAnswers = {
  magicLinkSent: { code: 'MAGIC_LINK_SENT', message: 'Magic link sent successfully.' },
  magicLinkExisting: { code: 'MAGIC_LINK_EXISTING', message: 'Existing magic link valid.' },
  verificationSent: { code: 'VERIFICATION_SENT', message: 'Verification email sent successfully.' },
  resetLinkSent: { code: 'RESET_LINK_SENT', message: 'Password reset link sent successfully.' },
  resetLinkExisting: { code: 'RESET_LINK_EXISTING', message: 'Existing password reset link is valid.' },
  resetLinkValid: { code: 'RESET_LINK_VALID', message: 'Password reset link is valid.' },
  loggedIn: { code: 'LOGGED_IN', message: 'Logged in' },
  accountVerified: { code: 'ACCOUNT_VERIFIED', message: 'Account verified' },
  loggedOut: { code: 'LOGGED_OUT', message: 'Logged out' },
  passwordUpdated: { code: 'PASSWORD_UPDATED', message: 'Password updated' },
  accountDeleted: { code: 'ACCOUNT_DELETED', message: 'Account deleted' },
} as const;
export type AuthAnswer = (typeof authAnswers)[keyof typeof authAnswers];

/** Stable codes of the Users error answers (ErrorResponse.code). */
export const authErrorCodes = {
  userExists: 'USER_EXISTS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  userDeleted: 'USER_DELETED',
  notVerified: 'NOT_VERIFIED',
  noAccount: 'NO_ACCOUNT',
  invalidLink: 'INVALID_LINK',
  invalidPassword: 'INVALID_PASSWORD',
  rateLimited: 'RATE_LIMITED',
  forbidden: 'FORBIDDEN',
} as const;

export const AuthAnswerSchema = z.object({ code: z.string(), message: z.string() });

/**
 * A harmless marker (`1`) beside the HttpOnly session cookie: it tells the browser's code that a
 * session probably exists (which UI to show) without giving it anything that logs in. The server
 * sets and clears it together with the session cookie; GET /users/current is the truth.
 */
export const sessionMarkerCookie = 'logged_in';

/**
 * The HttpOnly cookie that opens one sent order (its personal data, its PDF) for the browser that
 * completed it, for a day (orders service). Logout and account deletion clear every one the browser
 * holds (users service), so a shared computer shows nobody's order after its buyer logged out.
 */
export const orderAccessCookie = (uuid: string) => `order_${uuid}`;
export const orderAccessCookieName = /^order_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cookies that make a browser's call count as its buyer's: the session (`sid`, users service),
 * a guest cart's access (`cart_access`, orders), a signup's password binding (`signup_binding`,
 * users) and each sent order's access. A change carrying one is cookie-authenticated, and only the
 * shop's own pages may send it (the gateway's cross-site guard).
 */
export function isCredentialCookie(name: string): boolean {
  return name === 'sid' || name === 'cart_access' || name === 'signup_binding' || orderAccessCookieName.test(name);
}

/** SPEC 9: magic, verification and reset links are valid 30 minutes. */
export const linkValidityMinutes = 30;
