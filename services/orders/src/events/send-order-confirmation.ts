import { onceOnly, type EventBus, type Mailer } from '@shop/service-kit';
import { translate } from '@shop/i18n';
import { renderOrderDocument, type Seller } from '../documents/order-document';
import type { OrderStore } from '../ports/order-store';
import type { PdfRenderer } from '../ports/pdf-renderer';

export interface OrderConsumerDeps {
  bus: EventBus;
  store: OrderStore;
  mailer: Mailer;
  pdf: PdfRenderer;
  seller: Seller;
  now?: () => Date;
}

/**
 * On `order.completed`: the confirmation PDF in the buyer's language, e-mailed to the buyer and
 * the additional addresses. Acts once per event id, however often the bus delivers it.
 */
export async function sendOrderConfirmations(deps: OrderConsumerDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  await deps.bus.subscribe(
    'orders-confirmation-mail',
    'order.completed',
    onceOnly('orders-confirmation-mail', deps.store, async ({ payload }) => {
      const order = await deps.store.findByUuid(payload.uuid);
      if (!order?.order_number) throw new Error(`order ${payload.uuid} is not completed`);
      const html = renderOrderDocument(order, 'confirmation', payload.locale, deps.seller, now());
      const pdf = await deps.pdf.render(html);
      await deps.mailer.send({
        to: [payload.email, ...payload.additionalEmails],
        subject: translate(payload.locale, 'doc.mail_subject', { number: order.order_number }),
        text: translate(payload.locale, 'doc.mail_text', { number: order.order_number }),
        attachments: [{ filename: `${order.order_number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    }),
  );
}
