import { renderRequest } from '../page/render-request';

/**
 * Small browser-cookie helpers; writing is a no-op outside a browser. On a server, reading sees
 * the cookies of the request being rendered (page/render-request.ts), else none.
 */
const hasDocument = () => typeof document !== 'undefined';

export function getCookie(name: string): string | null {
  const all = hasDocument() ? document.cookie : (renderRequest()?.cookie ?? '');
  if (!all) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = all.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (found === undefined) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    // A value no browser of this shop wrote (a forged "%E0"): as if it were not there.
    return null;
  }
}

export interface CookieOptions {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  days?: number;
}

export function setCookie(name: string, value: string, { days }: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 24 * 60 * 60)}`);
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}
