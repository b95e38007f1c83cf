import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Quote, Seller } from '@shop/contracts';
import { translate } from '@shop/i18n';
import Handlebars from 'handlebars';
import { localeFormat } from './locale-format';

const template = Handlebars.compile(readFileSync(join(__dirname, 'templates/quote-document.hbs'), 'utf8'), {
  strict: false,
});

/**
 * A priced quote as the buyer gets it, in the language it was requested in: the frozen lines at
 * the seller's net unit prices, goods, VAT with its rate and the total as the server computed them,
 * the validity, the seller's comment and the link to accept it.
 */
export function describeQuoteDocument(quote: Quote, seller: Seller, link: string, locale: Locale = quote.locale) {
  const pricing = quote.pricing;
  if (!pricing) throw new Error(`quote ${quote.uuid} is not priced`);
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const format = localeFormat(locale);
  const prices = new Map(pricing.lines.map((line) => [line.variant_id, line]));
  return {
    locale,
    seller,
    title: t('quote.doc_title'),
    number: quote.number,
    date: format.moment(new Date(pricing.priced_at)),
    validUntil: format.day(pricing.valid_until),
    buyer: quote.buyer,
    lines: quote.lines.map((line) => ({
      code: line.code,
      title: line.title,
      quantity: format.number(line.quantity),
      unitPrice: format.eur(prices.get(line.variant_id)!.unit_price),
      net: format.eur(prices.get(line.variant_id)!.net),
    })),
    goods: format.eur(pricing.goods),
    vatLabel: t('quote.vat', { rate: format.number(pricing.vat_rate_percent) }),
    vat: format.eur(pricing.vat),
    total: format.eur(pricing.total),
    terms: t('quote.doc_terms', { date: format.day(pricing.valid_until) }),
    comment: pricing.comment.trim() || null,
    accept: t('quote.doc_accept'),
    link,
    labels: {
      number: t('quote.number'),
      date: t('doc.date'),
      validUntil: t('quote.valid_until'),
      buyer: t('quote.buyer'),
      code: t('doc.code'),
      product: t('doc.product'),
      quantity: t('doc.quantity'),
      unitPrice: t('quote.unit_price'),
      net: t('quote.line_net'),
      goods: t('quote.goods'),
      total: t('quote.total'),
      comment: t('quote.seller_comment'),
    },
  };
}

/** The quote's HTML (every value escaped by Handlebars), for the PDF renderer. */
export function renderQuoteDocument(...args: Parameters<typeof describeQuoteDocument>): string {
  return template(describeQuoteDocument(...args));
}
