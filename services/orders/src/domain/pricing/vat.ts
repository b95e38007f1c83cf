import type { PricingConfig } from './pricing-config';

export type VatTreatment =
  | { kind: 'domestic'; ratePercent: number }
  | { kind: 'reverse_charge'; ratePercent: 0 }
  | { kind: 'eu_consumer'; ratePercent: number }
  | { kind: 'export'; ratePercent: 0 };

export interface VatBuyer {
  /** Delivery country, ISO 3166-1 alpha-2. */
  country: string;
  type: 'company' | 'private';
  /** The buyer's VAT id as given on the order form (already format-checked). */
  vatId: string | null;
}

/**
 * Which VAT an order carries (docs/pricing-and-vat.md):
 * - delivered in the seller's country: that country's rate, whoever buys;
 * - delivered to a business in another EU country that gave its VAT id: 0 %, reverse charge
 *   (the buyer accounts for the VAT, Directive 2006/112/EC art. 138 and 196);
 * - delivered to a consumer in another EU country: that country's rate (distance sales through OSS);
 * - delivered outside the EU: 0 %, export.
 */
export function vatTreatment(buyer: VatBuyer, config: PricingConfig): VatTreatment {
  const country = buyer.country.toUpperCase();
  const rate = config.vatRates[country];
  if (country === config.sellerCountry) return { kind: 'domestic', ratePercent: rate ?? 0 };
  if (rate === undefined) return { kind: 'export', ratePercent: 0 };
  if (buyer.type === 'company' && buyer.vatId) return { kind: 'reverse_charge', ratePercent: 0 };
  return { kind: 'eu_consumer', ratePercent: rate };
}
