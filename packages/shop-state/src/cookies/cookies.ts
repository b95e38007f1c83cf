/** Small browser-cookie helpers; every function is a no-op outside a browser. */
const hasDocument = () => typeof document !== 'undefined';

export function getCookie(name: string): string | null {
  if (!hasDocument()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
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
