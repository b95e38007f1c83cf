import { translate } from '@shop/i18n';
import { onceOnly } from '@shop/service-kit';
import { renderOrderDocument } from '../documents/order-document';
import type { OrderConsumerDeps } from './send-order-confirmation';

/**
 * On `order.offer-requested`: the basket as a PDF offer, e-mailed with the sender's comment.
 * Once per event id.
 */
export async function sendOffers(deps: OrderConsumerDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  await deps.bus.subscribe(
    'orders-offer-mail',
    'order.offer-requested',
    onceOnly('orders-offer-mail', deps.store, async ({ payload }) => {
      const basket = await deps.store.findByUuid(payload.uuid);
      if (!basket) throw new Error(`basket ${payload.uuid} does not exist`);
      const html = renderOrderDocument(basket, 'offer', payload.locale, deps.seller, now(), payload.comments || undefined);
      const pdf = await deps.pdf.render(html);
      const intro = translate(payload.locale, 'doc.offer_mail_text');
      await deps.mailer.send({
        to: [payload.email],
        subject: translate(payload.locale, 'doc.offer_mail_subject', { shop: deps.seller.name }),
        text: payload.comments ? `${intro}\n\n${payload.comments}` : intro.replace(/:$/, '.'),
        attachments: [{ filename: `${translate(payload.locale, 'doc.offer_title')}-${deps.seller.name.replace(/\W+/g, '')}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    }),
  );
}
