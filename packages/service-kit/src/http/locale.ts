import { cookies, localeHeader, type Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import type { FastifyRequest } from 'fastify';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The buyer's language: the locale header first, then the locale cookie, then Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[localeHeader];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return resolveLocale(
    fromHeader ?? cookieValue(request.headers.cookie, cookies.locale) ?? request.headers['accept-language'],
  );
}
