import { orderLinkUrl, type Locale, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { localeFormat } from '../documents/locale-format';
import type { OrderLinks } from '../fulfilment/order-link';

/** What the buyer's mails need to carry the order link: its signer and the shop's public address (PUBLIC_URL). */
export interface OrderLinkMailing {
  links: OrderLinks;
  publicOrigin: string;
}

/**
 * The paragraph a mail to the buyer ends with (before the signature): the order's own link, which
 * opens its view on any device until it expires, in the mail's language. Empty where the service
 * runs without links (a test composing only some consumers).
 */
export function orderLinkParagraph(mailing: OrderLinkMailing | undefined, order: Order, locale: Locale): string {
  if (!mailing) return '';
  const { token, expiresAt } = mailing.links.sign(order.uuid);
  const until = localeFormat(locale).day(expiresAt.toISOString().slice(0, 10));
  const url = orderLinkUrl(mailing.publicOrigin, token);
  return `\n\n${translate(locale, 'order_link.mail_text', { url, date: until })}`;
}
