import { idempotencyKey, onceOnly } from '@shop/service-kit';
import type { CartService } from '../domain/cart/cart-service';
import { nobody } from '../domain/cart/cart-access';
import { renderOrderDocument } from '../documents/order-document';
import { sellerOrderMail } from '../documents/seller-order-mail';
import { inDocumentLanguage } from '../routes/orders/document-language';
import type { ConfirmationEvent, OrderConsumerDeps } from './send-order-confirmation';

export interface SellerOrderMailDeps extends OrderConsumerDeps {
  /** Shows the order's titles in the seller's language, as carts and the confirmation PDF do. */
  carts: Pick<CartService, 'present'>;
}

/**
 * The seller's mail of one event, under `consumer`'s idempotency key for it (the back office sends it
 * again under an event of its own).
 */
export const sellerOrderMailOf =
  (deps: SellerOrderMailDeps, consumer: string) =>
  async (event: ConfirmationEvent): Promise<void> => {
    const now = deps.now ?? (() => new Date());
    const { topic, payload } = event;
    const order = await deps.store.findByUuid(payload.uuid);
    if (!order?.order_number) throw new Error(`order ${payload.uuid} is not completed`);
    if (topic === 'order.completed' && order.paymentmethod?.name === 'card') return;
    const sentAt = now();
    const html = renderOrderDocument(order, 'confirmation', payload.locale, deps.seller, sentAt);
    const pdf = await deps.pdf.render(html, { lane: 'mail' });
    const reader = { locale: deps.sellerLocale ?? 'de', who: nobody };
    const { order: shown, locale } = await inDocumentLanguage(order, reader, deps.carts);
    await deps.mailer.send({
      ...sellerOrderMail(shown, deps.seller, locale, sentAt, pdf),
      idempotencyKey: idempotencyKey(consumer, event),
    });
  };

/**
 * The seller hears of an order when the buyer gets its confirmation: an invoice order on
 * `order.completed`, a card order once paid (`order.paid`); a card order never paid is no order
 * to act on. The mail goes to the company record's sales address in the seller's language, with
 * the confirmation PDF as the buyer received it. Its product titles are the catalogue's in that
 * language; when the catalogue cannot show every line in it, the whole mail speaks the buyer's
 * language with the titles the order stored (inDocumentLanguage, as the confirmation PDF does), so
 * no title stands under labels of another language. Once per event id, like the buyer's mail.
 */
export async function sendSellerOrderMails(deps: SellerOrderMailDeps): Promise<void> {
  const mail = (consumer: string) => sellerOrderMailOf(deps, consumer);
  await deps.bus.subscribe(
    'orders-seller-mail',
    'order.completed',
    onceOnly<'order.completed'>('orders-seller-mail', deps.store, mail('orders-seller-mail')),
  );
  await deps.bus.subscribe(
    'orders-paid-seller-mail',
    'order.paid',
    onceOnly<'order.paid'>('orders-paid-seller-mail', deps.store, mail('orders-paid-seller-mail')),
  );
}
