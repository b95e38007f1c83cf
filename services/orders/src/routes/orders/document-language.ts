import type { Locale, Order } from '@shop/contracts';
import type { CartService } from '../../domain/cart/cart-service';
import type { Reader } from '../../domain/cart/cart-view';

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
