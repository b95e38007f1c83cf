import type { Availability, DeliveryEstimate } from '@shop/contracts';
import type { Translate } from '@shop/state';

/** The delivery estimate in the wording the catalogue gives it (from, up to, exactly, range). */
export function deliveryText(t: Translate, estimate: DeliveryEstimate): string {
  switch (estimate.kind) {
    case 'from':
      return t('product.delivery_from', { days: estimate.days });
    case 'upTo':
      return t('product.delivery_up_to', { days: estimate.days });
    case 'exactly':
      return t('product.delivery_exactly', { days: estimate.days });
    case 'range':
      return t('product.delivery_range', { min: estimate.min, max: estimate.max });
  }
}

const availabilityKeys = {
  available: 'product.available',
  not_available: 'product.not_available',
  out_of_stock: 'product.out_of_stock',
} as const;

export const availabilityText = (t: Translate, availability: Availability): string => t(availabilityKeys[availability]);
