import type { EventEnvelope, Locale, Order, Seller } from '@shop/contracts';
import { idempotencyKey, onceOnly, withCompanySignature, type EventBus, type Mailer } from '@shop/service-kit';
import { translate } from '@shop/i18n';
import { renderOrderDocument, vatChargedText } from '../documents/order-document';
import type { OrderStore } from '../ports/order-store';
import type { PdfRenderer } from '../ports/pdf-renderer';
import { orderLinkParagraph, type OrderLinkMailing } from './order-link-text';

export interface OrderConsumerDeps {
  bus: EventBus;
  store: OrderStore;
  mailer: Mailer;
  pdf: PdfRenderer;
  seller: Seller;
  /** The language of the mail that tells the seller's sales address about an order (default German). */
  sellerLocale?: Locale;
  /** The order link every mail to the buyer carries (docs/orders.md, "The buyer's order link"). */
  orderLink?: OrderLinkMailing;
  now?: () => Date;
}

export type ConfirmationEvent = EventEnvelope<'order.completed'> | EventEnvelope<'order.paid'>;

/**
 * The confirmation mail of one event, sent under `consumer`'s idempotency key for that event (the
 * back office sends it again under an event of its own: docs/orders.md, "Back office").
 */
/** The buyer asked for reverse charge and pays VAT: the mail says why, as the PDF does. */
const vatChargedParagraph = (order: Order, locale: Locale) => {
  const text = vatChargedText(order, locale);
  return text ? `\n\n${text}` : '';
};

export const confirmationMail =
  (deps: OrderConsumerDeps, consumer: string) =>
  async (event: ConfirmationEvent): Promise<void> => {
    const now = deps.now ?? (() => new Date());
    const { topic, payload } = event;
    const order = await deps.store.findByUuid(payload.uuid);
    if (!order?.order_number) throw new Error(`order ${payload.uuid} is not completed`);
    if (topic === 'order.completed' && order.paymentmethod?.name === 'card') return;
    const html = renderOrderDocument(order, 'confirmation', payload.locale, deps.seller, now());
    const pdf = await deps.pdf.render(html, { lane: 'mail' });
    const textKey = topic === 'order.paid' ? 'doc.mail_text_paid' : 'doc.mail_text';
    await deps.mailer.send({
      to: [payload.email, ...payload.additionalEmails],
      subject: translate(payload.locale, 'doc.mail_subject', { number: order.order_number }),
      text: withCompanySignature(
        translate(payload.locale, textKey, { number: order.order_number }) +
          vatChargedParagraph(order, payload.locale) +
          orderLinkParagraph(deps.orderLink, order, payload.locale),
        payload.locale,
      ),
      attachments: [{ filename: `${order.order_number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      // A crash between sending and recording the event sends again on redelivery: the same mail.
      idempotencyKey: idempotencyKey(consumer, event),
    });
  };

/**
 * The order's confirmation (SPEC §2: "pay and confirm", then the confirmation): an invoice order
 * is confirmed when it is completed (`order.completed`), a card order only once it is paid
 * (`order.paid`). A card order that is completed but not (yet) paid gets no mail: the buyer sees
 * its state, and pay again, on the cart page. The confirmation PDF in the buyer's language goes to
 * the buyer and the additional addresses; each consumer acts once per event id, however often the
 * bus delivers it, and `order.paid` has one id per order.
 */
export async function sendOrderConfirmations(deps: OrderConsumerDeps): Promise<void> {
  const mail = (consumer: string) => confirmationMail(deps, consumer);
  await deps.bus.subscribe(
    'orders-confirmation-mail',
    'order.completed',
    onceOnly<'order.completed'>('orders-confirmation-mail', deps.store, mail('orders-confirmation-mail')),
  );
  await deps.bus.subscribe(
    'orders-paid-confirmation-mail',
    'order.paid',
    onceOnly<'order.paid'>('orders-paid-confirmation-mail', deps.store, mail('orders-paid-confirmation-mail')),
  );
}
