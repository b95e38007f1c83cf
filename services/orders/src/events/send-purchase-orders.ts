import { seller as shopSeller, supplierOrderLink, type EventEnvelope } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, onceOnly } from '@shop/service-kit';
import { renderPurchaseOrder } from '../documents/purchase-order';
import { localeFormat } from '../documents/locale-format';
import { changeRevised } from '../fulfilment/revised-change';
import { buyerReference, supplierDelivery } from '../fulfilment/supplier-delivery';
import type { SupplierLinks } from '../fulfilment/supplier-link';
import type { SupplierDirectory } from '../ports/supplier-directory';
import type { OrderConsumerDeps } from './send-order-confirmation';

export interface PurchaseOrderMailDeps extends OrderConsumerDeps {
  suppliers: SupplierDirectory;
  links: SupplierLinks;
  /** The shop's public origin (PUBLIC_URL): the supplier's link goes there, never to a request's host. */
  publicOrigin: string;
}

const consumer = 'orders-purchase-order-mail';

/**
 * One supplier's purchase-order mail, under `consumer`'s idempotency key for the event (the back
 * office sends it again under an event of its own, with a new link).
 */
export const purchaseOrderMail =
  (deps: PurchaseOrderMailDeps, consumer: string) =>
  async (event: EventEnvelope<'fulfilment.part-created'>): Promise<void> => {
    const now = deps.now ?? (() => new Date());
    const seller = deps.seller ?? shopSeller;
    const { uuid, supplierId } = event.payload;
    const order = await deps.store.findByUuid(uuid);
    const part = order?.fulfilment?.parts.find((p) => p.supplier.id === supplierId);
    if (!order?.order_number || !part)
      throw new Error(`order ${uuid} has no purchase order for supplier ${supplierId}`);
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
      idempotencyKey: idempotencyKey(consumer, event),
    });
    await changeRevised(deps.store, uuid, async (current) => {
      const parts = current.fulfilment?.parts ?? [];
      if (!parts.some((p) => p.supplier.id === supplierId && p.mailed_at === null)) return { result: undefined };
      const at = sentAt.toISOString();
      const mailed = parts.map((p) =>
        p.supplier.id === supplierId
          ? { ...p, mailed_at: at, history: [...p.history, { at, actor: 'system' as const, type: 'mailed' as const }] }
          : p,
      );
      return { order: { ...current, fulfilment: { parts: mailed } }, events: [], result: undefined };
    });
  };

/**
 * Mails each stored purchase order to its supplier's contact address, in the supplier's language,
 * with the PDF and the signed link to the answer page; then notes on the part when it went out.
 * Once per `fulfilment.part-created` (one per order and supplier), sent with an idempotency key so
 * a redelivery after a crash replaces the mail instead of adding one.
 */
export async function sendPurchaseOrders(deps: PurchaseOrderMailDeps): Promise<void> {
  const mail = purchaseOrderMail(deps, consumer);
  await deps.bus.subscribe(
    consumer,
    'fulfilment.part-created',
    onceOnly<'fulfilment.part-created'>(consumer, deps.store, mail),
  );
}
