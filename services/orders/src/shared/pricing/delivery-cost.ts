import type { DeliveryMethodType } from '@shop/contracts';
import type { PricingConfig } from './pricing-config';

export interface DeliveryCost {
  freightCents: number;
  packagingCents: number;
  /** The fixed product freight the order does not pay because it is no small order (0 on a small one). */
  freightWaivedCents: number;
}

export type DeliveryCostResult = { ok: true; cost: DeliveryCost } | { ok: false; reason: 'worksite_outside_area' };

/** Where the goods go: the postcode once the buyer has given one, and the delivery country. */
export interface DeliveryAddress {
  postCode: string | null;
  country: string;
}

/** Whether goods (after every discount, without VAT) make a small order (SPEC §9: under 10,000 EUR). */
export const isSmallOrder = (goodsCents: number, config: PricingConfig) => goodsCents < config.smallOrderUnderCents;

/**
 * Delivery costs = freight + packaging (SPEC §3). Own freight pays packaging only; work-site
 * fence-line freight exists in the capital area only; crane unloading and timecap add to the
 * product freight. The fixed product freight is charged on small orders only: from the
 * small-order limit on it is waived, surcharges and packaging stay (docs/pricing-and-vat.md).
 */
export function deliveryCost(
  method: DeliveryMethodType,
  { postCode, country }: DeliveryAddress,
  config: PricingConfig,
  goodsCents: number,
): DeliveryCostResult {
  const { delivery } = config;
  const packagingCents = delivery.packagingCents;
  const waived = isSmallOrder(goodsCents, config) ? 0 : delivery.productFreightCents;
  const withProductFreight = (surchargeCents: number): DeliveryCostResult => ({
    ok: true,
    cost: {
      freightCents: delivery.productFreightCents - waived + surchargeCents,
      packagingCents,
      freightWaivedCents: waived,
    },
  });
  switch (method) {
    case 'product_freight':
      return withProductFreight(0);
    case 'own_freight':
      return { ok: true, cost: { freightCents: 0, packagingCents, freightWaivedCents: 0 } };
    case 'worksite_fence_line': {
      // Before the buyer has given an address the capital-area price is shown; completion checks the postcode.
      // The prefixes are Finnish postcodes: Oslo's 0150 or Dresden's 01067 begin the same way.
      const inArea =
        postCode === null ||
        (country === config.sellerCountry &&
          delivery.worksiteFenceLine.postcodePrefixes.some((p) => postCode.startsWith(p)));
      if (!inArea) return { ok: false, reason: 'worksite_outside_area' };
      // Work-site freight is its own service, priced as such for every order size.
      return {
        ok: true,
        cost: { freightCents: delivery.worksiteFenceLine.freightCents, packagingCents, freightWaivedCents: 0 },
      };
    }
    case 'crane_unloading':
      return withProductFreight(delivery.craneUnloadingCents);
    case 'timecap':
      return withProductFreight(delivery.timecapCents);
  }
}
