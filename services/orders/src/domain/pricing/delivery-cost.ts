import type { DeliveryMethodType } from '@shop/contracts';
import type { PricingConfig } from './pricing-config';

export interface DeliveryCost {
  freightCents: number;
  packagingCents: number;
}

export type DeliveryCostResult = { ok: true; cost: DeliveryCost } | { ok: false; reason: 'worksite_outside_area' };

/** Where the goods go: the postcode once the buyer has given one, and the delivery country. */
export interface DeliveryAddress {
  postCode: string | null;
  country: string;
}

/**
 * Delivery costs = freight + packaging (SPEC §3). Own freight pays packaging only; work-site
 * fence-line freight exists in the capital area only; crane unloading and timecap add to the
 * product freight.
 */
export function deliveryCost(
  method: DeliveryMethodType,
  { postCode, country }: DeliveryAddress,
  config: PricingConfig,
): DeliveryCostResult {
  const { delivery } = config;
  const packagingCents = delivery.packagingCents;
  switch (method) {
    case 'product_freight':
      return { ok: true, cost: { freightCents: delivery.productFreightCents, packagingCents } };
    case 'own_freight':
      return { ok: true, cost: { freightCents: 0, packagingCents } };
    case 'worksite_fence_line': {
      // Before the buyer has given an address the capital-area price is shown; completion checks the postcode.
      // The prefixes are Finnish postcodes: Oslo's 0150 or Dresden's 01067 begin the same way.
      const inArea =
        postCode === null ||
        (country === config.sellerCountry &&
          delivery.worksiteFenceLine.postcodePrefixes.some((p) => postCode.startsWith(p)));
      if (!inArea) return { ok: false, reason: 'worksite_outside_area' };
      return { ok: true, cost: { freightCents: delivery.worksiteFenceLine.freightCents, packagingCents } };
    }
    case 'crane_unloading':
      return {
        ok: true,
        cost: { freightCents: delivery.productFreightCents + delivery.craneUnloadingCents, packagingCents },
      };
    case 'timecap':
      return { ok: true, cost: { freightCents: delivery.productFreightCents + delivery.timecapCents, packagingCents } };
  }
}
