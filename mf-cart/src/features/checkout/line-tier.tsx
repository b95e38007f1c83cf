import { tierProgress, type CartItem } from '@shop/contracts';
import { useCountT, useFormatNumber, useT } from '@shop/state';
import { usePriceTiers } from '../../api/pricing';
import './cart-discounts.css';

/**
 * A line's volume tier: the one its quantity reached when the server discounted the line, and how
 * many more pieces the next one needs, of the variant's own tiers when it has them (as the server
 * prices it), else the shop-wide ones. Always one line high, so a change of quantity moves nothing.
 */
export function LineTier({ item }: { item: CartItem }) {
  const t = useT();
  const tc = useCountT();
  const { percent } = useFormatNumber();
  const tiers = usePriceTiers().data;
  const volume = item.variant?.volume_tiers ?? tiers?.volume ?? [];
  if (volume.length === 0) return null;
  const { reached, next } = tierProgress(volume, (tier) => tier.min_quantity, item.quantity);
  const parts = [
    reached && item.discount > 0 ? t('pricing.volume_applied', { percent: percent(reached.percent) }) : '',
    next ? tc('pricing.next_pieces', next.min_quantity - item.quantity, { percent: percent(next.percent) }) : '',
  ].filter(Boolean);
  return (
    <span className="line__tier" data-testid="line-tier">
      {parts.join(' · ') || '\u00a0'}
    </span>
  );
}
