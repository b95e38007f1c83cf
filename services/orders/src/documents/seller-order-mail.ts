import type { Locale, Order, OrderForm, Seller } from '@shop/contracts';
import { displayNames, translate } from '@shop/i18n';
import type { MailAttachment, MailMessage } from '@shop/service-kit';
import { describeOrderDocument } from './order-document';

const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

/**
 * The delivery as the seller must act on it: method and term (a timed delivery's booked day and
 * hours), the buyer's carrier or contract, the instructions and whom the driver calls on the site.
 */
function deliveryLines(order: Order, described: ReturnType<typeof describeOrderDocument>, t: Translate): string[] {
  const ownFreight = order.delivery?.own_freight;
  const { delivery, labels } = described;
  return [
    `${labels.deliveryMethod}: ${delivery.method}`,
    `${labels.deliveryTerm}: ${delivery.term}`,
    ...(ownFreight && 'contractNumber' in ownFreight
      ? [t('doc.seller_mail_freight_contract', { number: ownFreight.contractNumber })]
      : []),
    ...(ownFreight && 'carrierName' in ownFreight
      ? [t('doc.seller_mail_carrier', { name: ownFreight.carrierName, phone: ownFreight.carrierPhone })]
      : []),
    ...(delivery.instructions ? [`${labels.instructions}:`, quoted(delivery.instructions)] : []),
    ...(delivery.siteContact ? [`${labels.siteContact}: ${delivery.siteContact}`] : []),
  ];
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The mail that tells the seller's sales address about a new order: the whole order written out
 * in the seller's language (buyer, delivery, payment, references, lines, totals, comments), with
 * the confirmation PDF the buyer received attached. What the buyer typed is quoted line by line,
 * so it cannot pass for the shop's own words.
 */
export function sellerOrderMail(order: Order, seller: Seller, locale: Locale, now: Date, pdf: Buffer): MailMessage {
  const t: Translate = (key, params) => translate(locale, key, params);
  const described = describeOrderDocument(order, 'confirmation', locale, seller, now);
  // Checked against the order form's schema when the order was completed.
  const fields = (order.form ?? {}) as Partial<OrderForm>;
  const country = displayNames(locale, { type: 'region' });
  const countryName = (code?: string) => (code ? (country.of(code) ?? code) : '');
  const { labels, totals } = described;
  const shipping = fields.isSeparateShipping ? fields.shipping : undefined;
  const number = order.order_number ?? '';

  const sections: string[][] = [
    [t('doc.seller_mail_intro', { number })],
    [
      `${labels.orderNumber}: ${number}`,
      `${labels.date}: ${described.date}`,
      ...(described.reference ? [`${t('doc.seller_mail_reference')}: ${described.reference}`] : []),
      t('doc.seller_mail_language', { locale: (order.locale ?? 'de').toUpperCase() }),
    ],
    [
      `${labels.customer}:`,
      fields.company ?? '',
      fields.name ?? '',
      [fields.streetAddress, fields.addressAdditionalLine].filter(Boolean).join(', '),
      `${fields.postCode ?? ''} ${fields.city ?? ''}, ${countryName(fields.country)}`,
      `${labels.vatId}: ${fields.vat ?? ''}`,
      `${fields.email ?? ''} · ${fields.phone ?? ''}`,
      ...(fields.additionalEmails?.length
        ? [`${t('doc.seller_mail_additional_emails')}: ${fields.additionalEmails.join(', ')}`]
        : []),
    ],
    ...(shipping
      ? [
          [
            `${t('doc.delivery_address')}:`,
            shipping.name,
            shipping.streetAddress,
            `${shipping.postCode} ${shipping.city}, ${countryName(shipping.country)}`,
          ],
        ]
      : []),
    deliveryLines(order, described, t),
    [
      `${labels.payment}: ${described.payment}`,
      ...(described.reverseCharge ? [described.reverseCharge] : []),
      ...(described.vatCharged ? [described.vatCharged] : []),
    ],
    described.lines.flatMap((line) => [
      `${line.code} ${line.title}`,
      `  ${line.quantity} × ${line.unitPrice}${line.discount ? ` ${line.discount}` : ''} = ${line.total}`,
      ...(line.reference ? [`  ${t('doc.seller_mail_reference')}: ${line.reference}`] : []),
    ]),
    totals.map((line) => `${line.kind === 'part' ? '  ' : ''}${line.label}: ${line.amount}`),
    ...(described.comment ? [[`${t('doc.seller_mail_comment')}:`, quoted(described.comment)]] : []),
  ];
  const attachment: MailAttachment = { filename: `${number}.pdf`, content: pdf, contentType: 'application/pdf' };
  return {
    to: [seller.salesEmail],
    subject: t('doc.seller_mail_subject', {
      number,
      company: (fields.company ?? '').replace(/\s+/g, ' ').slice(0, 80),
    }),
    text: sections.map((lines) => lines.join('\n')).join('\n\n'),
    attachments: [attachment],
  };
}
