import { quoteBuyerLink, quotePagePath, quotePricingLink, type Locale, type Quote } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, withCompanySignature, type MailMessage } from '@shop/service-kit';
import { localeFormat } from '../documents/locale-format';
import { renderQuoteDocument } from '../documents/quote-document';
import type { QuoteLinks } from './quote-links';
import { roundOf } from './quote-rounds';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

export interface QuoteMailDeps extends OrderConsumerDeps {
  quoteLinks: QuoteLinks;
  /** The shop's public origin (PUBLIC_URL): links go there, never to a request's host. */
  publicOrigin: string;
}

/**
 * The buyer's link to the quote page: a logged-in buyer's quote opens with their session (the
 * plain page address); a guest's carries the signed buyer token in the fragment.
 */
function buyerLink(deps: QuoteMailDeps, quote: Quote): string {
  if (quote.user_id !== null) return `${deps.publicOrigin}${quotePagePath(quote.uuid)}`;
  return quoteBuyerLink(deps.publicOrigin, quote.uuid, deps.quoteLinks.sign(quote.uuid, 'quote_buyer').token);
}

/** The frozen lines as mail text: "3 × Zaunpfosten (ZP-100)". */
const lineText = (locale: Locale, quote: Quote) =>
  quote.lines.map((line) => `${localeFormat(locale).number(line.quantity)} × ${line.title} (${line.code})`).join('\n');

type QuoteMail = (quote: Quote, deps: QuoteMailDeps, key: string) => Promise<void>;

/** A subscriber that mails about the quote its event names, as stored now, under its group's key for the event. */
function quoteSubscriber<T extends 'quote.requested' | 'quote.changes-requested' | 'quote.priced'>(
  event: T,
  group: string,
  mail: QuoteMail,
): Subscriber<T, QuoteMailDeps> {
  return {
    event,
    group,
    async handle(received, deps) {
      const found = await deps.store.quotes.findRevised(received.payload.uuid);
      if (!found) throw new Error(`quote ${received.payload.uuid} does not exist`);
      await mail(found.quote, deps, idempotencyKey(group, received));
    },
  };
}

/**
 * A quote request to the seller's sales address, with the signed pricing link, in SELLER_MAIL_LOCALE
 * (docs/orders.md, "Quotes").
 */
export const quoteSellerMail = quoteSubscriber('quote.requested', 'orders-quote-seller-mail', (quote, deps, mailKey) =>
  mailSeller(deps, quote, 'seller', mailKey),
);

/** A buyer's answer with changes to the seller's sales address: the next round with its own pricing link. */
export const quoteChangesMail = quoteSubscriber(
  'quote.changes-requested',
  'orders-quote-changes-mail',
  (quote, deps, mailKey) => mailSeller(deps, quote, 'seller_changes', mailKey),
);

/** A mail to the seller's sales address in SELLER_MAIL_LOCALE: its `quote.<kind>_mail_subject` and `_text`. */
async function mailSeller(deps: QuoteMailDeps, quote: Quote, kind: 'seller' | 'seller_changes', mailKey: string) {
  const sellerLocale = deps.sellerLocale ?? 'de';
  const { token, expiresAt } = deps.quoteLinks.sign(quote.uuid, 'quote_pricing');
  const t = (key: string, params?: Record<string, string | number>) => translate(sellerLocale, key, params);
  const { buyer } = quote;
  await deps.mailer.send({
    to: [deps.seller.salesEmail],
    subject: t(`quote.${kind}_mail_subject`, {
      number: quote.number,
      buyer: buyer.company || buyer.name,
      round: roundOf(quote),
    }),
    text: t(`quote.${kind}_mail_text`, {
      number: quote.number,
      round: roundOf(quote),
      buyer: [buyer.company, buyer.name, buyer.email, buyer.phone].filter(Boolean).join(', '),
      note: quote.note || '—',
      products: lineText(sellerLocale, quote),
      link: quotePricingLink(deps.publicOrigin, token),
      date: localeFormat(sellerLocale).moment(expiresAt),
    }),
    idempotencyKey: mailKey,
  });
}

/** The buyer's acknowledgement of a quote request, with the quote's link. */
export const quoteAckMail = quoteSubscriber('quote.requested', 'orders-quote-buyer-ack-mail', (quote, deps, mailKey) =>
  mailBuyer(deps, quote, 'ack', mailKey, { products: lineText(quote.locale, quote), link: buyerLink(deps, quote) }),
);

/** A priced quote to its buyer: the PDF and the link to read and accept it. */
export const quotePricedMail = quoteSubscriber(
  'quote.priced',
  'orders-quote-priced-mail',
  async (quote, deps, mailKey) => {
    if (!quote.pricing) throw new Error(`quote ${quote.uuid} is not priced`);
    const pdf = await deps.pdf.render(
      renderQuoteDocument(quote, deps.seller, `${deps.publicOrigin}${quotePagePath(quote.uuid)}`),
      { lane: 'mail' },
    );
    const format = localeFormat(quote.locale);
    await mailBuyer(
      deps,
      quote,
      'priced',
      mailKey,
      {
        total: format.eur(quote.pricing.total),
        date: format.day(quote.pricing.valid_until),
        link: buyerLink(deps, quote),
      },
      [{ filename: `${quote.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    );
  },
);

/** A mail to the quote's buyer in the quote's language: its `quote.<kind>_mail_subject` and `_text`. */
async function mailBuyer(
  deps: QuoteMailDeps,
  quote: Quote,
  kind: 'ack' | 'priced',
  mailKey: string,
  params: Record<string, string | number>,
  attachments?: MailMessage['attachments'],
): Promise<void> {
  const { locale } = quote;
  await deps.mailer.send({
    to: [quote.buyer.email],
    subject: translate(locale, `quote.${kind}_mail_subject`, { number: quote.number }),
    text: withCompanySignature(
      translate(locale, `quote.${kind}_mail_text`, { name: quote.buyer.name, number: quote.number, ...params }),
      locale,
    ),
    ...(attachments ? { attachments } : {}),
    idempotencyKey: mailKey,
  });
}
