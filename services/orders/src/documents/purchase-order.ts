import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FulfilmentPart, Locale, Order, Seller, SupplierDelivery } from '@shop/contracts';
import { displayNames, translate } from '@shop/i18n';
import Handlebars from 'handlebars';
import { deliveryFacts } from './delivery-facts';
import { localeFormat } from './locale-format';

const template = Handlebars.compile(readFileSync(join(__dirname, 'templates/purchase-order.hbs'), 'utf8'), {
  strict: false,
});

const countryName = (locale: Locale, code: string) => displayNames(locale, { type: 'region' }).of(code) ?? code;

/** What the purchase order needs beyond the part: the order's delivery as a supplier sees it. */
export interface PurchaseOrderInput {
  order: Pick<Order, 'order_number' | 'comment'>;
  part: FulfilmentPart;
  delivery: SupplierDelivery;
  buyerReference: string;
  buyerCostCenter: string;
  /** The supplier's answer page and until when it answers. */
  link: string;
  linkExpiresAt: Date;
}

/**
 * A purchase order in the supplier's language: the supplier's lines with quantities and the buyer's
 * references, the delivery (address, phone, window, site contact, instructions, own carrier) and
 * the answer link. No prices: what the buyer paid the shop is not the supplier's business, and
 * what the shop pays the supplier is its supplier contract's, not this order's.
 */
export function describePurchaseOrder(input: PurchaseOrderInput, seller: Seller, now: Date) {
  const locale: Locale = input.part.supplier.language;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const format = localeFormat(locale);
  const { delivery } = input;
  const ownFreight = delivery.own_freight;
  const facts = deliveryFacts(t, format);
  return {
    locale,
    seller,
    title: t('fulfilment.po_title'),
    orderNumber: input.order.order_number,
    supplier: input.part.supplier.name,
    date: format.moment(now),
    reference: input.buyerReference,
    costCenter: input.buyerCostCenter,
    delivery: {
      method: t(`delivery.${delivery.method}`),
      company: delivery.company,
      name: delivery.name,
      street: delivery.street,
      place: `${delivery.post_code} ${delivery.city}, ${countryName(locale, delivery.country)}`,
      phone: delivery.phone,
      window: delivery.window ? facts.window(delivery.window) : null,
      siteContact: delivery.site_contact ? facts.siteContact(delivery.site_contact) : null,
      instructions: delivery.instructions || null,
      ownFreight: ownFreight === null ? null : facts.ownFreight(ownFreight),
    },
    lines: input.part.lines.map((line) => ({
      code: line.code,
      title: line.title,
      reference: line.reference,
      quantity: format.number(line.quantity),
    })),
    comment: input.order.comment?.trim() || null,
    answer: t('fulfilment.po_answer', { date: format.moment(input.linkExpiresAt) }),
    link: input.link,
    labels: {
      orderNumber: t('doc.order_number'),
      supplier: t('fulfilment.po_supplier'),
      date: t('doc.date'),
      // The buyer's, not the supplier's: the document speaks to the supplier.
      reference: t('fulfilment.order_reference'),
      costCenter: t('doc.cost_center'),
      deliveryAddress: t('doc.delivery_address'),
      deliveryMethod: t('doc.delivery_method'),
      phone: t('fulfilment.po_phone'),
      window: t('fulfilment.po_window'),
      siteContact: t('checkout.site_contact'),
      instructions: t('order_view.shipping_comment'),
      comment: t('fulfilment.po_comment'),
      code: t('doc.code'),
      product: t('doc.product'),
      quantity: t('doc.quantity'),
    },
  };
}

/** The purchase order's HTML (every value escaped by Handlebars), for the PDF renderer. */
export function renderPurchaseOrder(...args: Parameters<typeof describePurchaseOrder>): string {
  return template(describePurchaseOrder(...args));
}
