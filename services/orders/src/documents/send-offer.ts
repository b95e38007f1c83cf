import type { Locale } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, withCompanySignature } from '@shop/service-kit';
import { renderOrderDocument } from './order-document';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

/**
 * The sender's comment as the mail shows it: between two marked lines and quoted line by line, so
 * a recipient cannot take it for the shop's own words however it is worded.
 */
export function quoteSenderMessage(comments: string, locale: Locale, shop: string): string {
  const quoted = comments
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
  const says = translate(locale, 'doc.offer_sender_says', { shop });
  return `${says}\n\n${quoted}\n\n-- ${translate(locale, 'doc.offer_sender_end')} --`;
}

/**
 * On `order.offer-requested`: the basket as a PDF offer, e-mailed with the sender's comment. The
 * mail is the shop's (the mailer's From, never one a request chose); the comment is in the mail
 * only, marked as the sender's, and not in the PDF, which speaks for the shop. Once per event id;
 * a failure is retried by the bus and dead-lettered after its last attempt.
 */
export const offerMail: Subscriber<'order.offer-requested', OrderConsumerDeps> = {
  event: 'order.offer-requested',
  group: 'orders-offer-mail',
  async handle(event, deps) {
    const now = deps.now ?? (() => new Date());
    const { payload } = event;
    const basket = await deps.store.findByUuid(payload.uuid);
    if (!basket) throw new Error(`basket ${payload.uuid} does not exist`);
    const html = renderOrderDocument(basket, 'offer', payload.locale, deps.seller, now(), '');
    const pdf = await deps.pdf.render(html, { lane: 'mail' });
    const intro = translate(payload.locale, 'doc.offer_mail_text');
    const comments = payload.comments.trim();
    await deps.mailer.send({
      to: [payload.email],
      subject: translate(payload.locale, 'doc.offer_mail_subject', { shop: deps.seller.name }),
      text: withCompanySignature(
        comments ? `${intro}\n\n${quoteSenderMessage(comments, payload.locale, deps.seller.name)}` : intro,
        payload.locale,
      ),
      attachments: [
        {
          filename: `${translate(payload.locale, 'doc.offer_title')}-${deps.seller.name.replace(/\W+/g, '')}.pdf`,
          content: pdf,
          contentType: 'application/pdf',
        },
      ],
      // Redelivered after a crash between the send and its record: the same mail, not a second one.
      idempotencyKey: idempotencyKey(this.group, event),
    });
  },
};
