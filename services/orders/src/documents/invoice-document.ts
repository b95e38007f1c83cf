import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Invoice } from '@shop/contracts';
import { translate, translateCount } from '@shop/i18n';
import Handlebars from 'handlebars';
import { adjustmentLabel } from '../invoicing/adjustment-label';
import { printedCreditorReference } from '../invoicing/creditor-reference';
import { printedFinnishReference } from '../invoicing/finnish-reference';
import { localeFormat } from './locale-format';

const template = Handlebars.compile(readFileSync(join(__dirname, 'templates/invoice-document.hbs'), 'utf8'), {
  strict: false,
});

/**
 * An invoice or credit note as people read it, in the buyer's language (the invoice's locale): the
 * stored document's figures as they are, formatted for that language, with how to pay an invoice
 * (account, both references, the Finnish bank barcode) and the wording its VAT requires.
 */
export function describeInvoiceDocument(invoice: Invoice) {
  const t = (key: string, params?: Record<string, string | number>) => translate(invoice.locale, key, params);
  const format = localeFormat(invoice.locale);
  const credit = invoice.kind === 'credit_note';
  const payment = invoice.payment;
  return {
    locale: invoice.locale,
    title: t(credit ? 'invoice.title_credit_note' : 'invoice.title_invoice'),
    number: invoice.number,
    seller: invoice.seller,
    buyer: invoice.buyer,
    facts: [
      { label: t(credit ? 'invoice.credit_note_number' : 'invoice.number'), value: invoice.number },
      { label: t('invoice.issue_date'), value: format.day(invoice.issue_date) },
      { label: t('invoice.delivery_date'), value: format.day(invoice.delivery.date) },
      ...(invoice.order.number ? [{ label: t('invoice.order'), value: invoice.order.number }] : []),
      ...(invoice.references.purchase_order
        ? [{ label: t('invoice.purchase_order'), value: invoice.references.purchase_order }]
        : []),
      ...(invoice.references.cost_center
        ? [{ label: t('invoice.cost_center'), value: invoice.references.cost_center }]
        : []),
      ...(payment ? [{ label: t('invoice.due_date'), value: format.day(payment.due_date) }] : []),
    ],
    credits: invoice.credits
      ? t('invoice.credits', { number: invoice.credits.number, date: format.day(invoice.credits.issue_date) })
      : null,
    lines: invoice.lines.map((line) => ({
      code: line.code,
      title: line.title,
      quantity: format.number(line.quantity),
      unitPrice: format.eur(line.unit_price),
      discount: line.discount > 0 ? format.eur(-line.discount) : '',
      net: format.eur(line.net),
    })),
    hasDiscounts: invoice.lines.some((line) => line.discount > 0),
    // Goods, then what the order takes off and adds, when it does: the lines alone are the net otherwise.
    adjustments:
      invoice.allowances.length + invoice.charges.length === 0
        ? []
        : [
            { label: t('invoice.lines_total'), amount: format.eur(invoice.totals.lines) },
            ...invoice.allowances.map((allowance) => ({
              label: withPercent(adjustmentLabel(invoice.locale, allowance.reason), allowance.percent, format),
              amount: format.eur(-allowance.amount),
            })),
            ...invoice.charges.map((charge) => ({
              label: adjustmentLabel(invoice.locale, charge.reason),
              amount: format.eur(charge.amount),
            })),
          ],
    net: format.eur(invoice.totals.net),
    vatRows: invoice.vat.breakdown.map((row) => ({
      label: t('invoice.vat_row', { rate: format.number(row.rate_percent), base: format.eur(row.taxable) }),
      amount: format.eur(row.vat),
    })),
    total: format.eur(invoice.totals.gross),
    vatNote: invoice.vat.note ? t(`doc.${invoice.vat.note}`) : null,
    payment: payment && {
      terms: translateCount(invoice.locale, 'invoice.terms_net', payment.terms.net_days, {
        days: payment.terms.net_days,
      }),
      early: payment.early_payment
        ? t('invoice.early_payment', {
            date: format.day(payment.early_payment.until),
            amount: format.eur(payment.early_payment.amount),
            percent: format.number(payment.early_payment.percent),
          })
        : null,
      iban: invoice.seller.bank.iban,
      bic: invoice.seller.bank.bic,
      reference: printedFinnishReference(payment.reference.national),
      rf: printedCreditorReference(payment.reference.rf),
      barcode: payment.bank_barcode,
    },
    labels: {
      buyer: t('invoice.buyer'),
      code: t('doc.code'),
      product: t('doc.product'),
      quantity: t('doc.quantity'),
      unitPrice: t('doc.unit_price'),
      discount: t('doc.discount'),
      lineTotal: t('doc.line_total'),
      net: t('invoice.net'),
      total: t(credit ? 'invoice.credit_total' : 'invoice.total'),
      vatId: t('doc.vat_id'),
      payTo: t('invoice.pay_to'),
      reference: t('invoice.reference'),
      rf: t('invoice.rf_reference'),
      barcode: t('invoice.barcode'),
    },
  };
}

const withPercent = (label: string, percent: number | null, format: ReturnType<typeof localeFormat>) =>
  percent === null ? label : `${label} ${format.percent(percent)}`;

/** The invoice's HTML (every value escaped by Handlebars), for the PDF renderer. */
export function renderInvoiceDocument(invoice: Invoice): string {
  return template(describeInvoiceDocument(invoice));
}
