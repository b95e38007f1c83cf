import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deliveryCountries } from '@shop/contracts';
import { z } from 'zod';

const percent = z.number().min(0).max(100);
const cents = z.number().int().min(0);

/**
 * Fees, VAT rates and discount tiers: configuration, not code. The defaults live in
 * services/orders/config/pricing.json; PRICING_CONFIG points at another file (config.ts).
 */
export const PricingConfigSchema = z.object({
  sellerCountry: z.string().length(2),
  /** Standard VAT rate in percent of every EU country the shop delivers to. */
  vatRates: z.record(z.string().length(2), percent),
  delivery: z.object({
    /** Flat freight for an order delivered by the shop's carrier, nationwide. */
    productFreightCents: cents,
    /** Charged on every delivery, also when the buyer brings their own freight. */
    packagingCents: cents,
    /** Work-site delivery along the fence line, capital area only (by postcode prefix). */
    worksiteFenceLine: z.object({
      freightCents: cents,
      postcodePrefixes: z.array(z.string().regex(/^\d{1,5}$/)).min(1),
    }),
    /** Surcharge over product freight for unloading by crane. */
    craneUnloadingCents: cents,
    /** Surcharge over product freight for delivery within an agreed time window. */
    timecapCents: cents,
  }),
  /**
   * SPEC §9: an order whose goods after discounts stay under this is a small order and pays the
   * fixed product freight; from it on, the product freight is waived (docs/pricing-and-vat.md,
   * "Small orders"). A configuration file written before the rule gets the SPEC's 10,000 EUR.
   */
  smallOrderUnderCents: cents.default(1_000_000),
  /** Per line, by quantity: the highest tier reached applies. */
  volumeDiscounts: z.array(z.object({ minQuantity: z.number().int().min(1), percent })),
  /** Per order, by goods subtotal after line discounts: the highest tier reached applies. */
  wholeOrderDiscounts: z.array(z.object({ minSubtotalCents: cents, percent })),
});
export type PricingConfig = z.infer<typeof PricingConfigSchema>;

/** The shop's own fees, rates and tiers; PRICING_CONFIG (orders' config.ts) names another file. */
export const defaultPricingFile = join(__dirname, '../../../config/pricing.json');

export function loadPricingConfig(file = defaultPricingFile): PricingConfig {
  const config = PricingConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  // A missing rate would only surface when a buyer from that country prices a cart: refuse to start instead.
  const missing = deliveryCountries
    .filter((c) => c.euMember && config.vatRates[c.code] === undefined)
    .map((c) => c.code);
  if (missing.length > 0) throw new Error(`${file}: no VAT rate for ${missing.join(', ')} (the shop delivers there)`);
  return config;
}
