import { seller, type Locale } from '@shop/contracts';
import { displayNames, translate } from '@shop/i18n';

/**
 * The lines that close every mail the shop sends to a buyer: the company as the legal notice names
 * it (packages/contracts, seller.ts), its identifiers labelled in the mail's language.
 */
export function companySignature(locale: Locale): string[] {
  const country = displayNames(locale, { type: 'region' }).of(seller.country);
  return [
    seller.name,
    `${seller.street}, ${seller.postCode} ${seller.city}, ${country}`,
    `${seller.phone} · ${seller.salesEmail}`,
    `${translate(locale, 'company.business_id')}: ${seller.businessId} · ` +
      `${translate(locale, 'company.vat_number')}: ${seller.vatId}`,
  ];
}

/** The signature below a plain-text mail, after the customary "-- " separator line. */
export const withCompanySignature = (text: string, locale: Locale): string =>
  `${text}\n\n-- \n${companySignature(locale).join('\n')}`;
