import { asOneLine, OrderFormSchema, type Order, type Shipment } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, withCompanySignature } from '@shop/service-kit';
import { localeFormat } from '../documents/locale-format';
import { orderLinkParagraph } from '../events/order-link-text';
import { orderOf } from '../checkout/send-order-confirmation';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The shipment as the supplier's statement, set apart from the shop's own words: the carrier, the
 * tracking number and the tracking page's host are the supplier's, not checked by the shop. One line
 * each, even for a shipment stored before the link's answers were checked.
 */
function supplierStatement(t: Translate, supplier: string, shipment: Shipment): string[] {
  const host = shipment.tracking_url ? new URL(shipment.tracking_url).host : null;
  return [
    t('fulfilment.buyer_supplier_statement', { supplier }),
    `  ${t('fulfilment.buyer_carrier', { carrier: asOneLine(shipment.carrier) })}`,
    `  ${t('fulfilment.buyer_tracking_number', { tracking: asOneLine(shipment.tracking_number) })}`,
    ...(shipment.tracking_url && host
      ? [`  ${t('fulfilment.buyer_tracking_link', { host, url: asOneLine(shipment.tracking_url) })}`]
      : []),
  ];
}

/** One supplier answer: whose, and which entry of its part's history. */
export interface SupplierAnswer {
  supplierId: number;
  historyIndex: number;
}

/**
 * The buyer's mail about one supplier answer, under `key` (the back office sends it again under a
 * key of its own).
 */
export async function sendFulfilmentUpdate(
  deps: OrderConsumerDeps,
  order: Order,
  { supplierId, historyIndex }: SupplierAnswer,
  key: string,
): Promise<void> {
  const part = order.fulfilment?.parts.find((p) => p.supplier.id === supplierId);
  const entry = part?.history[historyIndex];
  if (!order.order_number || !part || !entry)
    throw new Error(`order ${order.uuid} has no such answer of ${supplierId}`);
  const locale = order.locale ?? 'de';
  const t: Translate = (key, params) => translate(locale, key, params);
  const format = localeFormat(locale);
  const base = { supplier: part.supplier.name, number: order.order_number };
  const lines = part.lines
    .filter((line) => entry.variant_ids?.includes(line.variant_id))
    .map(
      ({ title, code, quantity }) =>
        `- ${t('fulfilment.buyer_line', { title, code, quantity: format.number(quantity) })}`,
    );
  const shipment = part.shipment;
  const head =
    entry.type === 'confirmed'
      ? t('fulfilment.buyer_confirmed', { ...base, date: format.day(entry.detail ?? part.dispatch_date ?? '') })
      : entry.type === 'shipped' && shipment
        ? [t('fulfilment.buyer_shipped', base), ...supplierStatement(t, part.supplier.name, shipment)].join('\n')
        : t('fulfilment.buyer_not_deliverable', { ...base, reason: entry.detail ?? '' });
  const form = OrderFormSchema.parse(order.form);
  await deps.mailer.send({
    to: [form.email, ...form.additionalEmails],
    subject: t('fulfilment.buyer_mail_subject', base),
    text: withCompanySignature(
      `${head}\n\n${lines.join('\n')}${orderLinkParagraph(deps.orderLink, order, locale)}`,
      locale,
    ),
    idempotencyKey: key,
  });
}

/**
 * Tells the buyer (and the order's additional addresses) each answer of a supplier, in the order's
 * language: the lines confirmed and their dispatch day, the shipment with its carrier and tracking,
 * a line the supplier cannot deliver with its reason. Once per answer (`fulfilment.part-changed`
 * names the history entry).
 */
export const fulfilmentUpdateMail: Subscriber<'fulfilment.part-changed', OrderConsumerDeps> = {
  event: 'fulfilment.part-changed',
  group: 'orders-fulfilment-buyer-mail',
  async handle(event, deps) {
    const order = await orderOf(deps, event.payload.uuid);
    await sendFulfilmentUpdate(deps, order, event.payload, idempotencyKey(this.group, event));
  },
};
