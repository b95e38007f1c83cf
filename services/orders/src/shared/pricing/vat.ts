import {
  deliveryCountries,
  isDeliveryCountry,
  parseVatId,
  type ParsedVatId,
  type VatChargedReason,
  type VatCheck,
} from '@shop/contracts';
import { sameCompanyName } from './company-name';
import type { PricingConfig } from './pricing-config';

export type VatTreatment =
  | { kind: 'domestic'; ratePercent: number }
  | { kind: 'reverse_charge'; ratePercent: 0 }
  | { kind: 'eu_consumer'; ratePercent: number }
  | { kind: 'export'; ratePercent: 0 };

export interface VatBuyer {
  /** Delivery country, ISO 3166-1 alpha-2. */
  country: string;
  /** Billing country, where the buyer is established; null before the form has one. */
  billingCountry: string | null;
  type: 'company' | 'private';
  /**
   * The buyer's VAT id of the delivery country, when every condition of reverse charge holds
   * (reverseChargeRefusal); normalized, e.g. EE123456789. Null otherwise.
   */
  confirmedVatId: string | null;
}

/**
 * Which VAT an order carries (docs/pricing-and-vat.md):
 * - delivered in the seller's country, or to a country the shop does not deliver to (a form that
 *   never passed validation): the seller's rate, whoever buys;
 * - delivered to a business in another EU country whose VAT id of that country the register
 *   confirmed: 0 %, reverse charge (the buyer accounts for the VAT, Directive 2006/112/EC art. 138
 *   and 196);
 * - delivered to another EU country for a business established in Finland: the seller's rate. Its
 *   Finnish id earns no exemption (art. 138 wants an id of another member state), and a sale to a
 *   business is no distance sale (art. 33), so the goods are supplied where they leave (art. 32);
 * - delivered to anyone else in another EU country: that country's rate (distance sales through OSS);
 * - delivered outside the EU: 0 %, export.
 */
export function vatTreatment(buyer: VatBuyer, config: PricingConfig): VatTreatment {
  const country = buyer.country.trim().toUpperCase();
  const domestic = { kind: 'domestic', ratePercent: config.vatRates[config.sellerCountry] ?? 0 } as const;
  if (country === config.sellerCountry || !isDeliveryCountry(country)) return domestic;
  if (!deliveryCountries.find((c) => c.code === country)!.euMember) return { kind: 'export', ratePercent: 0 };
  const rate = config.vatRates[country];
  if (rate === undefined) throw new Error(`no VAT rate configured for ${country}`);
  if (buyer.type === 'company' && buyer.confirmedVatId !== null) return { kind: 'reverse_charge', ratePercent: 0 };
  if (buyer.type === 'company' && buyer.billingCountry?.toUpperCase() === config.sellerCountry) return domestic;
  return { kind: 'eu_consumer', ratePercent: rate };
}

/** The fields of a stored order form VAT depends on (the form is stored as the buyer saved it). */
type StoredForm = Record<string, unknown> | undefined;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Where the goods go: the separate shipping address's country when there is one, else the billing country. */
export function deliveryCountryOf(form: StoredForm): string | null {
  const shipping = form?.shipping as Record<string, unknown> | undefined;
  return (form?.isSeparateShipping === true ? text(shipping?.country) : null) ?? text(form?.country);
}

/**
 * The VAT id reverse charge would rest on, or null when the form cannot qualify: a company whose
 * billing country is the delivery country, an EU country other than the seller's, with a VAT id
 * in that country's format. Only this id is worth asking the register about.
 */
export function reverseChargeCandidate(form: StoredForm, config: PricingConfig): ParsedVatId | null {
  if (form?.type === 'private') return null;
  const billing = text(form?.country)?.toUpperCase();
  const vat = text(form?.vat);
  if (!billing || !vat || billing === config.sellerCountry || billing !== deliveryCountryOf(form)?.toUpperCase())
    return null;
  if (!deliveryCountries.some((c) => c.code === billing && c.euMember)) return null;
  return parseVatId(vat, billing);
}

/**
 * What keeps a candidate for reverse charge from it (docs/security.md, "Reverse charge"), or null
 * when nothing does: the register must know the id, as a company of the billing country, under the
 * name the buyer gave (comparableCompanyName), and a company account ordering must be verified.
 */
export function reverseChargeRefusal(
  form: StoredForm,
  candidate: ParsedVatId,
  check: VatCheck | undefined,
): VatChargedReason | null {
  if (!check || check.vat_id !== candidate.normalized || check.country !== candidate.country)
    return { code: 'register_unavailable' };
  if (check.status === 'unknown') return { code: 'vat_id_unknown' };
  if (check.status === 'unavailable' || !check.registered) return { code: 'register_unavailable' };
  if (check.registered.country !== candidate.country) return { code: 'country_mismatch' };
  if (!sameCompanyName(text(form?.company) ?? '', check.registered.name))
    return { code: 'name_mismatch', register_name: check.registered.name };
  if (check.account === 'unverified') return { code: 'company_unverified' };
  return null;
}

/** Why a buyer who asked for reverse charge (reverseChargeCandidate) is charged VAT; null otherwise. */
export function vatChargedReasonOf(form: StoredForm, check: VatCheck | undefined, config: PricingConfig) {
  const candidate = reverseChargeCandidate(form, config);
  return candidate ? reverseChargeRefusal(form, candidate, check) : null;
}

/** The buyer as VAT sees it: delivery country, kind, and the VAT id only if reverse charge may rest on it. */
export function vatBuyerOf(form: StoredForm, check: VatCheck | undefined, config: PricingConfig): VatBuyer {
  const candidate = reverseChargeCandidate(form, config);
  return {
    country: deliveryCountryOf(form) ?? config.sellerCountry,
    billingCountry: text(form?.country),
    type: form?.type === 'private' ? 'private' : 'company',
    confirmedVatId: candidate && !reverseChargeRefusal(form, candidate, check) ? candidate.normalized : null,
  };
}
