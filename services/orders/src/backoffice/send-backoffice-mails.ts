import { OrderFormSchema, type EventEnvelope, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, onceOnly, withCompanySignature } from '@shop/service-kit';
import { localeFormat } from '../documents/locale-format';
import { orderLinkParagraph } from '../events/order-link-text';
import { confirmationMail, type OrderConsumerDeps } from '../events/send-order-confirmation';
import { fulfilmentUpdateMail } from '../events/send-fulfilment-updates';
import { purchaseOrderMail, type PurchaseOrderMailDeps } from '../events/send-purchase-orders';
import { sellerOrderMailOf, type SellerOrderMailDeps } from '../events/send-seller-order-mail';

export type BackofficeMailDeps = OrderConsumerDeps & SellerOrderMailDeps & PurchaseOrderMailDeps;

const consumer = 'orders-backoffice-mail';
type MailRequest = EventEnvelope<'backoffice.mail-requested'>;

/** The buyer's addresses of a sent order: the form's e-mail and the additional ones. */
const buyerAddresses = (order: Order) => {
  const form = OrderFormSchema.parse(order.form);
  return { email: form.email, additionalEmails: form.additionalEmails };
};

/**
 * The event an original mail was sent for, rebuilt from the order under this request's own id: the
 * mail's composer runs as it did, and its idempotency key (consumer and event id) is new.
 */
function confirmationEvent(request: MailRequest, order: Order) {
  const { email, additionalEmails } = buyerAddresses(order);
  const payload = {
    orderId: order.id ?? 0,
    uuid: order.uuid,
    orderNumber: order.order_number ?? '',
    locale: order.locale ?? 'de',
    email,
    additionalEmails,
    totalWithVat: order.total_price_with_vat,
  };
  const base = { id: request.id, occurredAt: request.occurredAt };
  return order.paymentmethod?.name === 'card'
    ? { ...base, topic: 'order.paid' as const, payload: { ...payload, paymentId: order.payment?.id ?? '' } }
    : { ...base, topic: 'order.completed' as const, payload };
}

/** The buyer's mail about a cancelled line: which, why, what it took off and the order's new total. */
async function cancellationMail(deps: OrderConsumerDeps, request: MailRequest, order: Order) {
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
    idempotencyKey: idempotencyKey(consumer, request),
  });
}

/**
 * Sends what operators asked for (`backoffice.mail-requested`, docs/orders.md, "Back office"): a
 * mail of the order again, composed as the first time, or the buyer's mail about a cancelled line.
 * Once per event id; each request is an event of its own, so its mail has a key of its own.
 */
export async function sendBackofficeMails(deps: BackofficeMailDeps): Promise<void> {
  const mail = async (request: MailRequest) => {
    const { uuid, supplierId, historyIndex } = request.payload;
    const order = await deps.store.findByUuid(uuid);
    if (!order?.order_number) throw new Error(`order ${uuid} is not sent`);
    const base = { id: request.id, occurredAt: request.occurredAt };
    switch (request.payload.mail) {
      case 'confirmation':
        return confirmationMail(deps, consumer)(confirmationEvent(request, order));
      case 'seller_copy':
        return sellerOrderMailOf(deps, consumer)(confirmationEvent(request, order));
      case 'purchase_order':
        return purchaseOrderMail(
          deps,
          consumer,
        )({ ...base, topic: 'fulfilment.part-created', payload: { uuid, supplierId: supplierId! } });
      case 'fulfilment_update': {
        const change = order.fulfilment?.parts.find((p) => p.supplier.id === supplierId)?.history[historyIndex!]?.type;
        if (change !== 'confirmed' && change !== 'shipped' && change !== 'line_not_deliverable')
          throw new Error(`order ${uuid} has no supplier answer ${supplierId}/${historyIndex}`);
        return fulfilmentUpdateMail(
          deps,
          consumer,
        )({
          ...base,
          topic: 'fulfilment.part-changed',
          payload: { uuid, supplierId: supplierId!, change, historyIndex: historyIndex! },
        });
      }
      case 'line_cancelled':
        return cancellationMail(deps, request, order);
    }
  };
  await deps.bus.subscribe(
    consumer,
    'backoffice.mail-requested',
    onceOnly<'backoffice.mail-requested'>(consumer, deps.store, mail),
  );
}
