import { idempotencyKey, onceOnly } from '@shop/service-kit';
import { renderOrderDocument } from '../documents/order-document';
import { sellerOrderMail } from '../documents/seller-order-mail';
import type { ConfirmationEvent, OrderConsumerDeps } from './send-order-confirmation';

/**
 * The seller hears of an order when the buyer gets its confirmation: an invoice order on
 * `order.completed`, a card order once paid (`order.paid`); a card order never paid is no order
 * to act on. The mail goes to the company record's sales address in the seller's language, with
 * the confirmation PDF as the buyer received it. Once per event id, like the buyer's mail.
 */
export async function sendSellerOrderMails(deps: OrderConsumerDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const mail = (consumer: string) => async (event: ConfirmationEvent) => {
    const { topic, payload } = event;
    const order = await deps.store.findByUuid(payload.uuid);
    if (!order?.order_number) throw new Error(`order ${payload.uuid} is not completed`);
    if (topic === 'order.completed' && order.paymentmethod?.name === 'card') return;
    const sentAt = now();
    const pdf = await deps.pdf.render(renderOrderDocument(order, 'confirmation', payload.locale, deps.seller, sentAt));
    await deps.mailer.send({
      ...sellerOrderMail(order, deps.seller, deps.sellerLocale ?? 'de', sentAt, pdf),
      idempotencyKey: idempotencyKey(consumer, event),
    });
  };
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
