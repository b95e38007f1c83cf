import { cookies, localeHeaders, type Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

/** The first locale header the call carries (`locale`, then `x-locale`). */
function headerLocale(request: FastifyRequest): string | undefined {
  for (const name of localeHeaders) {
    const header = request.headers[name];
    const value = Array.isArray(header) ? header[0] : header;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The buyer's language: the locale header first, then the locale cookie, then Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const fromHeader = headerLocale(request);
  return resolveLocale(
    fromHeader ?? readCookie(request.headers.cookie, cookies.locale) ?? request.headers['accept-language'],
  );
}
