import type { PriceTiers, Variant } from '@shop/contracts';

/**
 * The tiers listed for a variant: its own volume tiers from its supplier's feed when it has them,
 * as the orders service prices its lines; otherwise the shop-wide ones.
 */
export const tiersFor = (tiers: PriceTiers, variant: Pick<Variant, 'volume_tiers'>): PriceTiers =>
  variant.volume_tiers ? { ...tiers, volume: variant.volume_tiers } : tiers;
