import { OrderFormSchema, type EventEnvelope, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, withCompanySignature } from '@shop/service-kit';
import { localeFormat } from '../documents/locale-format';
import { orderLinkParagraph } from '../events/order-link-text';
import { sendConfirmation } from '../checkout/send-order-confirmation';
import { sendFulfilmentUpdate } from '../fulfilment/send-fulfilment-updates';
import { sendPurchaseOrder, type PurchaseOrderMailDeps } from '../fulfilment/send-purchase-orders';
import { sendSellerCopy, type SellerOrderMailDeps } from '../checkout/send-seller-order-mail';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

export type BackofficeMailDeps = SellerOrderMailDeps & PurchaseOrderMailDeps;

type MailRequest = EventEnvelope<'backoffice.mail-requested'>;

/** The buyer's addresses of a sent order: the form's e-mail and the additional ones. */
const buyerAddresses = (order: Order) => {
  const form = OrderFormSchema.parse(order.form);
  return { email: form.email, additionalEmails: form.additionalEmails };
};

/**
 * Sends what operators asked for (`backoffice.mail-requested`, docs/orders.md, "Back office"): a
 * mail of the order again, composed as the first time, or the buyer's mail about a cancelled line.
 * Each request is an event of its own, so its mail has a key of its own.
 */
export const backofficeMail: Subscriber<'backoffice.mail-requested', BackofficeMailDeps> = {
  event: 'backoffice.mail-requested',
  group: 'orders-backoffice-mail',
  async handle(request, deps) {
    const { uuid, supplierId, historyIndex } = request.payload;
    const order = await deps.store.findByUuid(uuid);
    if (!order?.order_number) throw new Error(`order ${uuid} is not sent`);
    const key = idempotencyKey(this.group, request);
    switch (request.payload.mail) {
      case 'confirmation':
        return sendConfirmation(deps, order, key);
      case 'seller_copy':
        return sendSellerCopy(deps, order, key);
      case 'purchase_order':
        return sendPurchaseOrder(deps, order, supplierId!, key);
      case 'fulfilment_update': {
        const change = order.fulfilment?.parts.find((p) => p.supplier.id === supplierId)?.history[historyIndex!]?.type;
        if (change !== 'confirmed' && change !== 'shipped' && change !== 'line_not_deliverable')
          throw new Error(`order ${uuid} has no supplier answer ${supplierId}/${historyIndex}`);
        return sendFulfilmentUpdate(deps, order, { supplierId: supplierId!, historyIndex: historyIndex! }, key);
      }
      case 'line_cancelled':
        return cancellationMail(deps, request, order, key);
    }
  },
};

/** The buyer's mail about a cancelled line: which, why, what it took off and the order's new total. */
async function cancellationMail(deps: OrderConsumerDeps, request: MailRequest, order: Order, key: string) {
  const action = order.operator_log?.[request.payload.logIndex];
  const cancelled = order.cancelled_lines?.find((c) => c.item.variant_id === action?.variant_id);
  if (action?.action !== 'line_cancelled' || !cancelled)
    throw new Error(`order ${order.uuid} has no cancelled line at log entry ${request.payload.logIndex}`);
  const locale = order.locale ?? 'de';
  const format = localeFormat(locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const supplier = order.fulfilment?.parts.find((p) => p.supplier.id === cancelled.supplier_id)?.supplier.name ?? '';
  const { email, additionalEmails } = buyerAddresses(order);
  await deps.mailer.send({
    to: [email, ...additionalEmails],
    subject: t('backoffice.cancel_mail_subject', { number: order.order_number ?? '' }),
    text: withCompanySignature(
      t('backoffice.cancel_mail_text', {
        number: order.order_number ?? '',
        title: cancelled.item.fullTitle,
        code: cancelled.item.code,
        quantity: format.number(cancelled.item.quantity),
        supplier,
        reason: cancelled.reason,
        credit: format.eur(cancelled.credit.gross),
        total: format.eur(order.total_price_with_vat),
      }) + orderLinkParagraph(deps.orderLink, order, locale),
      locale,
    ),
    idempotencyKey: key,
  });
}
