import { cookies, localeHeader, type Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

/** The buyer's language: the locale header first, then the locale cookie, then Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[localeHeader];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return resolveLocale(
    fromHeader ?? readCookie(request.headers.cookie, cookies.locale) ?? request.headers['accept-language'],
  );
}
