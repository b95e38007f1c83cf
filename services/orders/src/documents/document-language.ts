import { cookies, localeHeaders, type Locale, type Order } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import { readCookie } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { CartService } from '../cart/cart-service';
import type { Reader } from '../cart/cart-view';

/**
 * The language a sent order's document is printed in, and the order with its product titles in it:
 * a document speaks one language. The reader's, with the catalogue's titles in it (CartView, as the
 * cart answers them); but a line the catalogue cannot show in it (the catalogue cannot be asked, or
 * no longer has the variant) would print a title in another language among the reader's labels, so
 * then the whole document speaks the language the order was completed in, whose titles it stored.
 */
export async function inDocumentLanguage(
  order: Order,
  reader: Reader,
  carts: Pick<CartService, 'present'>,
): Promise<{ order: Order; locale: Locale }> {
  // Stored titles are the ones bought under: asking the catalogue again would only risk a rename.
  if (order.locale === reader.locale) return { order, locale: reader.locale };
  const shown = await carts.present(order, reader);
  if (shown.items.every((item) => item.variant !== undefined)) return { order: shown, locale: reader.locale };
  return { order, locale: order.locale ?? reader.locale };
}

/**
 * The language a document's caller asked for: the link's `?lang=`, else the locale header (the
 * SPEC's `locale` or the shop's `x-locale`), else the locale cookie; undefined when the request
 * names none, so the browser's Accept-Language never overrides the buyer's own language.
 */
export function askedLocale(
  request: Pick<FastifyRequest, 'headers'> & { query: { lang?: Locale } },
): Locale | undefined {
  const header = localeHeaders.map((name) => request.headers[name]).find((value) => value !== undefined);
  const named = request.query.lang ?? (Array.isArray(header) ? header[0] : header);
  const asked = named ?? readCookie(request.headers.cookie, cookies.locale);
  return asked === undefined ? undefined : resolveLocale(asked);
}
