import { OrderFormSchema, type Locale, type Order } from '@shop/contracts';
import { idempotencyKey, withCompanySignature } from '@shop/service-kit';
import { translate } from '@shop/i18n';
import { renderOrderDocument, vatChargedText } from '../documents/order-document';
import { orderLinkParagraph } from '../events/order-link-text';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

/** The buyer asked for reverse charge and pays VAT: the mail says why, as the PDF does. */
const vatChargedParagraph = (order: Order, locale: Locale) => {
  const text = vatChargedText(order, locale);
  return text ? `\n\n${text}` : '';
};

/**
 * The confirmation mail of a placed order, under `key` (the back office sends it again under a key
 * of its own: docs/orders.md, "Back office"). The confirmation PDF in the buyer's language goes to
 * the buyer and the additional addresses; a paid order's mail says it is paid.
 */
export async function sendConfirmation(deps: OrderConsumerDeps, order: Order, key: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  if (!order.order_number) throw new Error(`order ${order.uuid} is not completed`);
  const locale = order.locale ?? 'de';
  const form = OrderFormSchema.parse(order.form);
  const html = renderOrderDocument(order, 'confirmation', locale, deps.seller, now());
  const pdf = await deps.pdf.render(html, { lane: 'mail' });
  const textKey = order.payment?.status === 'paid' ? 'doc.mail_text_paid' : 'doc.mail_text';
  await deps.mailer.send({
    to: [form.email, ...form.additionalEmails],
    subject: translate(locale, 'doc.mail_subject', { number: order.order_number }),
    text: withCompanySignature(
      translate(locale, textKey, { number: order.order_number }) +
        vatChargedParagraph(order, locale) +
        orderLinkParagraph(deps.orderLink, order, locale),
      locale,
    ),
    attachments: [{ filename: `${order.order_number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    // A crash between sending and recording the event sends again on redelivery: the same mail.
    idempotencyKey: key,
  });
}

/** The order an event names, as stored now: an event is never sent for an order that is not. */
export async function orderOf(deps: Pick<OrderConsumerDeps, 'store'>, uuid: string): Promise<Order> {
  const order = await deps.store.findByUuid(uuid);
  if (!order) throw new Error(`order ${uuid} does not exist`);
  return order;
}

/**
 * The order's confirmation (SPEC §2: "pay and confirm", then the confirmation), once it is placed:
 * an invoice order on completion, a card order once paid (docs/events.md, "order.placed"). A card
 * order that is completed but not (yet) paid gets no mail: the buyer sees its state, and pay
 * again, on the cart page.
 */
export const confirmationMail: Subscriber<'order.placed', OrderConsumerDeps> = {
  event: 'order.placed',
  group: 'orders-placed-confirmation-mail',
  async handle(event, deps) {
    await sendConfirmation(deps, await orderOf(deps, event.payload.uuid), idempotencyKey(this.group, event));
  },
};
