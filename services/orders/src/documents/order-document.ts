import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Order, Seller } from '@shop/contracts';
import { translate } from '@shop/i18n';
import Handlebars from 'handlebars';
import { methodType } from '../domain/cart/reprice';

const template = Handlebars.compile(readFileSync(join(__dirname, 'templates/order-document.hbs'), 'utf8'), {
  strict: false,
});

const intlLocale: Record<Locale, string> = { de: 'de-DE', fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };

export type OrderDocumentKind = 'confirmation' | 'offer';

/**
 * What an order confirmation or a basket offer says, in one language: the PDF prints it, the
 * seller's order mail writes it out as text.
 */
export function describeOrderDocument(
  order: Order,
  kind: OrderDocumentKind,
  locale: Locale,
  seller: Seller,
  now: Date,
  comment?: string,
) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const money = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' });
  const eur = (cents: number) => money.format(cents / 100);
  const form = (order.form ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  const breakdown = order.breakdown;
  const discounts = breakdown
    ? breakdown.discounts.order_line +
      breakdown.discounts.volume +
      breakdown.discounts.whole_order +
      (breakdown.discounts.personal?.cents ?? 0)
    : order.total_discount;
  const payment =
    order.paymentmethod?.name === 'invoice'
      ? t('doc.payment_invoice')
      : order.paymentmethod?.name === 'card'
        ? t('doc.payment_card')
        : '';

  return {
    locale,
    seller: { ...seller, country: new Intl.DisplayNames([locale], { type: 'region' }).of(seller.country) },
    title: t(kind === 'confirmation' ? 'doc.confirmation_title' : 'doc.offer_title'),
    orderNumber: kind === 'confirmation' ? order.order_number : null,
    date: new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeZone: 'Europe/Helsinki' }).format(now),
    reference: order.order_reference ?? text('customer_reference'),
    customer: text('company')
      ? {
          company: text('company'),
          name: text('name'),
          street: [text('streetAddress'), text('addressAdditionalLine')].filter(Boolean).join(', '),
          postCode: text('postCode'),
          city: text('city'),
          country: text('country'),
          vat: text('vat'),
          email: text('email'),
          phone: text('phone'),
        }
      : null,
    delivery: t(`delivery.${order.delivery?.type ?? methodType(order.delivery_methodid)}`),
    shippingComment: order.shipping_comment,
    lines: order.items.map((item) => ({
      code: item.code,
      title: item.fullTitle,
      reference: item.reference,
      quantity: item.quantity,
      unitPrice: eur(item.price),
      discount: item.discount ? `−${eur(item.discount)}` : '',
      total: eur(item.price * item.quantity - item.discount),
    })),
    totals: {
      goods: eur(breakdown?.goods ?? order.total_price + order.total_discount),
      discounts: discounts > 0 ? eur(discounts) : null,
      freight: eur(breakdown?.freight ?? order.total_delivery_price),
      packaging: eur(breakdown?.packaging ?? 0),
      exclVat: eur(order.total_price + order.total_delivery_price),
      vat: eur(order.total_vat_price),
      total: eur(order.total_price_with_vat),
    },
    labels: {
      orderNumber: t('doc.order_number'),
      date: t('doc.date'),
      reference: t('doc.reference'),
      customer: t('doc.customer'),
      vatId: t('doc.vat_id'),
      businessId: t('company.business_id'),
      vatNumber: t('company.vat_number'),
      deliveryMethod: t('doc.delivery_method'),
      code: t('doc.code'),
      product: t('doc.product'),
      quantity: t('doc.quantity'),
      unitPrice: t('doc.unit_price'),
      discount: t('doc.discount'),
      lineTotal: t('doc.line_total'),
      goods: t('doc.goods'),
      discounts: t('doc.discounts'),
      freight: t('doc.freight'),
      packaging: t('doc.packaging'),
      totalExclVat: t('doc.total_excl_vat'),
      vat: t('doc.vat', {
        rate: String(breakdown?.vat.rate_percent ?? 25.5).replace('.', locale === 'en' ? '.' : ','),
      }),
      total: t('doc.total'),
      payment: t('doc.payment'),
    },
    payment,
    reverseCharge: breakdown?.vat.kind === 'reverse_charge' ? t('doc.reverse_charge') : null,
    comment: comment ?? order.comment,
    closing: kind === 'confirmation' ? t('doc.thanks') : t('doc.offer_validity'),
  };
}
export type OrderDocument = ReturnType<typeof describeOrderDocument>;

/**
 * The HTML of an order confirmation or a basket offer, in the buyer's language. Handlebars escapes
 * every value, so names and comments a buyer typed cannot inject markup into the PDF.
 */
export function renderOrderDocument(...args: Parameters<typeof describeOrderDocument>): string {
  return template(describeOrderDocument(...args));
}
