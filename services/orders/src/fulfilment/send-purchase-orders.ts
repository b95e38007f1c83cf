import { seller as shopSeller, supplierOrderLink, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey } from '@shop/service-kit';
import { renderPurchaseOrder } from '../documents/purchase-order';
import { localeFormat } from '../documents/locale-format';
import { buyerCostCenter, buyerReference, supplierDelivery } from './supplier-delivery';
import type { SupplierLinks } from './supplier-link';
import type { FulfilmentRecords } from './fulfilment-records';
import type { SupplierDirectory } from '../shared/supplier-directory';
import { orderOf } from '../checkout/send-order-confirmation';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

export interface PurchaseOrderMailDeps extends OrderConsumerDeps {
  suppliers: SupplierDirectory;
  links: SupplierLinks;
  fulfilment: FulfilmentRecords;
  /** The shop's public origin (PUBLIC_URL): the supplier's link goes there, never to a request's host. */
  publicOrigin: string;
}

/**
 * One supplier's purchase-order mail, under `key` (the back office sends it again under a key of
 * its own, with a new link); then notes on the part when it went out.
 */
export async function sendPurchaseOrder(
  deps: PurchaseOrderMailDeps,
  order: Order,
  supplierId: number,
  key: string,
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const seller = deps.seller ?? shopSeller;
  const { uuid } = order;
  const part = order.fulfilment?.parts.find((p) => p.supplier.id === supplierId);
  if (!order.order_number || !part) throw new Error(`order ${uuid} has no purchase order for supplier ${supplierId}`);
  const contact = await deps.suppliers.contact(supplierId);
  if (!contact) throw new Error(`the catalogue does not know supplier ${supplierId}`);
  const sentAt = now();
  const { token, expiresAt } = deps.links.sign(uuid, supplierId);
  const link = supplierOrderLink(deps.publicOrigin, token);
  const html = renderPurchaseOrder(
    {
      order,
      part,
      delivery: supplierDelivery(order),
      buyerReference: buyerReference(order),
      buyerCostCenter: buyerCostCenter(order),
      link,
      linkExpiresAt: expiresAt,
    },
    seller,
    sentAt,
  );
  const pdf = await deps.pdf.render(html, { lane: 'mail' });
  const language = part.supplier.language;
  const params = { number: order.order_number, shop: seller.name };
  await deps.mailer.send({
    to: [contact.email],
    subject: translate(language, 'fulfilment.supplier_mail_subject', params),
    text: translate(language, 'fulfilment.supplier_mail_text', {
      ...params,
      lines: part.lines.length,
      link,
      date: localeFormat(language).moment(expiresAt),
    }),
    attachments: [
      { filename: `${order.order_number}-${supplierId}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
    idempotencyKey: key,
  });
  await deps.fulfilment.change(uuid, async (current) => {
    const parts = current.fulfilment?.parts ?? [];
    if (!parts.some((p) => p.supplier.id === supplierId && p.mailed_at === null)) return { result: undefined };
    const at = sentAt.toISOString();
    const mailed = parts.map((p) =>
      p.supplier.id === supplierId
        ? { ...p, mailed_at: at, history: [...p.history, { at, actor: 'system' as const, type: 'mailed' as const }] }
        : p,
    );
    return { set: { fulfilment: { parts: mailed } }, result: undefined };
  });
}

/**
 * Mails each stored purchase order to its supplier's contact address, in the supplier's language,
 * with the PDF and the signed link to the answer page; then notes on the part when it went out.
 * Once per `fulfilment.part-created` (one per order and supplier), sent with an idempotency key so
 * a redelivery after a crash replaces the mail instead of adding one.
 */
export const purchaseOrderMail: Subscriber<'fulfilment.part-created', PurchaseOrderMailDeps> = {
  event: 'fulfilment.part-created',
  group: 'orders-purchase-order-mail',
  async handle(event, deps) {
    const { uuid, supplierId } = event.payload;
    await sendPurchaseOrder(deps, await orderOf(deps, uuid), supplierId, idempotencyKey(this.group, event));
  },
};
