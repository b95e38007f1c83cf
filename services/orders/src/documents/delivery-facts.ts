import type { DeliveryWindow, OwnFreight, SiteContact } from '@shop/contracts';
import type { localeFormat } from './locale-format';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The delivery facts every document writes the same way (the buyer's confirmation and offer, the
 * seller's mail, a supplier's purchase order), so a buyer and a supplier read the same words.
 */
export function deliveryFacts(t: Translate, format: ReturnType<typeof localeFormat>) {
  return {
    /** The booked day and hours of a timed delivery. */
    window: (window: DeliveryWindow) =>
      t('checkout.window_value', {
        date: format.weekday(window.date),
        from: format.clock(window.from),
        to: format.clock(window.to),
      }),
    /** The buyer's own carrier and phone, or their freight contract. */
    ownFreight: (ownFreight: OwnFreight) =>
      'contractNumber' in ownFreight
        ? t('order_view.freight_contract', { number: ownFreight.contractNumber })
        : t('order_view.carrier', { name: ownFreight.carrierName, phone: ownFreight.carrierPhone }),
    /** A name is one line: one typed with line breaks cannot start lines of its own in a mail. */
    siteContact: (contact: SiteContact) =>
      t('order_view.site_contact_value', { name: contact.name.replace(/\s+/g, ' '), phone: contact.phone }),
  };
}
