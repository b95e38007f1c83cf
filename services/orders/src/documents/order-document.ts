import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Order, OrderForm, Seller } from '@shop/contracts';
import { displayNames, translate } from '@shop/i18n';
import Handlebars from 'handlebars';
import { methodType } from '../cart/reprice';
import { buyerCostCenter, buyerReference } from '../fulfilment/supplier-delivery';
import { deliveryFacts } from './delivery-facts';
import { localeFormat } from './locale-format';

const template = Handlebars.compile(readFileSync(join(__dirname, 'templates/order-document.hbs'), 'utf8'), {
  strict: false,
});

export type OrderDocumentKind = 'confirmation' | 'offer';

type Translate = (key: string, params?: Record<string, string | number>) => string;
type Format = ReturnType<typeof localeFormat>;

/** One line of a document's totals: `part` lines make up the line above them (freight and packaging). */
export interface TotalLine {
  label: string;
  amount: string;
  kind: 'line' | 'part' | 'grand';
}

/**
 * The delivery as SPEC §3 displays it: the method, its delivery time (the shop's delivery terms;
 * for timed delivery the day and hours the buyer booked), the buyer's own carrier or freight
 * contract when the buyer brings the freight, the buyer's delivery instructions and who receives
 * the goods on the work site.
 */
function describeDelivery(order: Order, t: Translate, format: Format) {
  const type = order.delivery?.type ?? methodType(order.delivery_methodid);
  const ownFreight = type === 'own_freight' ? (order.delivery?.own_freight ?? null) : null;
  const window = type === 'timecap' ? order.delivery_window : null;
  const contact = order.site_contact;
  const facts = deliveryFacts(t, format);
  return {
    method: t(`delivery.${type}`),
    term: window ? facts.window(window) : t(`delivery_term.${type}`),
    ownFreight: ownFreight === null ? null : facts.ownFreight(ownFreight),
    instructions: order.shipping_comment?.trim() || null,
    siteContact: contact ? facts.siteContact(contact) : null,
  };
}

const countryName = (locale: Locale, code: string) =>
  code ? (displayNames(locale, { type: 'region' }).of(code) ?? code) : '';

/** The address the goods go to when the buyer gave one apart from the billing address, else null. */
function separateDeliveryAddress(order: Order, locale: Locale) {
  const form = (order.form ?? {}) as Partial<OrderForm>;
  const shipping = form.isSeparateShipping ? form.shipping : undefined;
  if (!shipping) return null;
  return {
    name: shipping.name,
    street: shipping.streetAddress,
    place: `${shipping.postCode} ${shipping.city}, ${countryName(locale, shipping.country)}`,
  };
}

/**
 * The totals as the server priced them: products, each kind of discount the order has (the
 * personal one with its rate and last day), delivery costs as freight plus packaging, the total
 * without VAT, VAT at its rate and the total. An order priced before the breakdown was kept shows
 * its discounts and delivery costs undivided.
 */
function describeTotals(order: Order, t: Translate, format: Format): TotalLine[] {
  const { eur } = format;
  const line = (label: string, cents: number): TotalLine => ({ label, amount: eur(cents), kind: 'line' });
  const discount = (label: string, cents: number): TotalLine[] =>
    cents > 0 ? [{ label, amount: `−${eur(cents)}`, kind: 'line' }] : [];
  const breakdown = order.breakdown;
  const personal = breakdown?.discounts.personal;
  const excl = order.total_price + order.total_delivery_price;
  // Without a breakdown the rate is what the stored VAT is of the amount it was computed on.
  const rate = breakdown?.vat.rate_percent ?? (excl > 0 ? Math.round((order.total_vat_price / excl) * 1000) / 10 : 0);
  return [
    line(t('order_view.goods'), breakdown?.goods ?? order.total_price + order.total_discount),
    ...(breakdown
      ? [
          ...discount(t('order_view.discount_order_line'), breakdown.discounts.order_line),
          ...discount(t('order_view.discount_volume'), breakdown.discounts.volume),
          ...discount(t('order_view.discount_whole_order'), breakdown.discounts.whole_order),
          ...(personal
            ? discount(
                personal.end_date
                  ? t('order_view.discount_personal', {
                      percent: format.percent(personal.percent),
                      date: format.day(personal.end_date),
                    })
                  : t('order_view.discount_personal_open', { percent: format.percent(personal.percent) }),
                personal.cents,
              )
            : []),
        ]
      : discount(t('order_view.discounts'), order.total_discount)),
    line(t('order_view.delivery_costs'), order.total_delivery_price),
    ...(breakdown
      ? [
          { label: t('order_view.freight'), amount: eur(breakdown.freight), kind: 'part' as const },
          { label: t('order_view.packaging'), amount: eur(breakdown.packaging), kind: 'part' as const },
        ]
      : []),
    line(t('order_view.total_excl_vat'), excl),
    line(t('doc.vat', { rate: format.number(rate) }), order.total_vat_price),
    { label: t('doc.total'), amount: eur(order.total_price_with_vat), kind: 'grand' },
  ];
}

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
  const t: Translate = (key, params) => translate(locale, key, params);
  const format = localeFormat(locale);
  const { eur } = format;
  const form = (order.form ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  const payment =
    order.paymentmethod?.name === 'invoice'
      ? t('doc.payment_invoice')
      : order.paymentmethod?.name === 'card'
        ? t('doc.payment_card')
        : '';

  return {
    locale,
    seller: { ...seller, country: displayNames(locale, { type: 'region' }).of(seller.country) },
    title: t(kind === 'confirmation' ? 'doc.confirmation_title' : 'doc.offer_title'),
    orderNumber: kind === 'confirmation' ? order.order_number : null,
    date: format.moment(now),
    reference: buyerReference(order),
    costCenter: buyerCostCenter(order),
    customer: text('company')
      ? {
          company: text('company'),
          name: text('name'),
          street: [text('streetAddress'), text('addressAdditionalLine')].filter(Boolean).join(', '),
          postCode: text('postCode'),
          city: text('city'),
          country: countryName(locale, text('country')),
          vat: text('vat'),
          email: text('email'),
          phone: text('phone'),
        }
      : null,
    deliveryAddress: separateDeliveryAddress(order, locale),
    delivery: describeDelivery(order, t, format),
    lines: order.items.map((item) => ({
      code: item.code,
      title: item.fullTitle,
      reference: item.reference,
      quantity: item.quantity,
      unitPrice: eur(item.price),
      discount: item.discount ? `−${eur(item.discount)}` : '',
      total: eur(item.price * item.quantity - item.discount),
    })),
    totals: describeTotals(order, t, format),
    labels: {
      orderNumber: t('doc.order_number'),
      date: t('doc.date'),
      reference: t('doc.reference'),
      costCenter: t('doc.cost_center'),
      customer: t('doc.customer'),
      deliveryAddress: t('doc.delivery_address'),
      vatId: t('doc.vat_id'),
      businessId: t('company.business_id'),
      vatNumber: t('company.vat_number'),
      deliveryMethod: t('doc.delivery_method'),
      deliveryTerm: t('order_view.delivery_term'),
      instructions: t('order_view.shipping_comment'),
      siteContact: t('checkout.site_contact'),
      code: t('doc.code'),
      product: t('doc.product'),
      quantity: t('doc.quantity'),
      unitPrice: t('doc.unit_price'),
      discount: t('doc.discount'),
      lineTotal: t('doc.line_total'),
      payment: t('doc.payment'),
    },
    payment,
    reverseCharge: order.breakdown?.vat.kind === 'reverse_charge' ? t('doc.reverse_charge') : null,
    vatCharged: vatChargedText(order, locale),
    comment: comment ?? order.comment,
    closing: kind === 'confirmation' ? t('doc.thanks') : t('doc.offer_validity'),
  };
}
export type OrderDocument = ReturnType<typeof describeOrderDocument>;

/** Why an order that asked for reverse charge carries VAT, in the reader's language; null when it does not. */
export function vatChargedText(order: Order, locale: Locale): string | null {
  const reason = order.breakdown?.vat.charged_reason;
  return reason
    ? translate(locale, `order_view.vat_charged.${reason.code}`, { name: reason.register_name ?? '' })
    : null;
}

/**
 * The HTML of an order confirmation or a basket offer, in the buyer's language. Handlebars escapes
 * every value, so names and comments a buyer typed cannot inject markup into the PDF.
 */
export function renderOrderDocument(...args: Parameters<typeof describeOrderDocument>): string {
  return template(describeOrderDocument(...args));
}
