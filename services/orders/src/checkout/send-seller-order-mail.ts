import type { Order } from '@shop/contracts';
import { idempotencyKey } from '@shop/service-kit';
import type { CartService } from '../cart/cart-service';
import { nobody } from '../shared/cart-access';
import { renderOrderDocument } from '../documents/order-document';
import { sellerOrderMail } from '../documents/seller-order-mail';
import { inDocumentLanguage } from '../documents/document-language';
import { orderOf } from './send-order-confirmation';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

export interface SellerOrderMailDeps extends OrderConsumerDeps {
  /** Shows the order's titles in the seller's language, as carts and the confirmation PDF do. */
  carts: Pick<CartService, 'present'>;
}

/**
 * The seller's mail of a placed order, under `key` (the back office sends it again under a key of
 * its own). It goes to the company record's sales address in the seller's language, with the
 * confirmation PDF as the buyer received it. Its product titles are the catalogue's in that
 * language; when the catalogue cannot show every line in it, the whole mail speaks the buyer's
 * language with the titles the order stored (inDocumentLanguage, as the confirmation PDF does), so
 * no title stands under labels of another language.
 */
export async function sendSellerCopy(deps: SellerOrderMailDeps, order: Order, key: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  if (!order.order_number) throw new Error(`order ${order.uuid} is not completed`);
  const sentAt = now();
  const html = renderOrderDocument(order, 'confirmation', order.locale ?? 'de', deps.seller, sentAt);
  const pdf = await deps.pdf.render(html, { lane: 'mail' });
  const reader = { locale: deps.sellerLocale ?? 'de', who: nobody };
  const { order: shown, locale } = await inDocumentLanguage(order, reader, deps.carts);
  await deps.mailer.send({ ...sellerOrderMail(shown, deps.seller, locale, sentAt, pdf), idempotencyKey: key });
}

/** The seller hears of an order when the buyer gets its confirmation: once it is placed. */
export const sellerCopyMail: Subscriber<'order.placed', SellerOrderMailDeps> = {
  event: 'order.placed',
  group: 'orders-placed-seller-mail',
  async handle(event, deps) {
    await sendSellerCopy(deps, await orderOf(deps, event.payload.uuid), idempotencyKey(this.group, event));
  },
};
