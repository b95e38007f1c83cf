import type { DiscountRow, PriceTiers } from '@shop/contracts';
import { useCountT, useFormatEur, useFormatNumber, useT } from '@shop/state';
import { useUntil } from './use-until';
import './price-tiers.css';

export interface PriceTierListProps {
  tiers: PriceTiers;
  /** The volume tier the chosen quantity reaches, as the server applied it (its percent); null: none or unknown yet. */
  reachedVolume?: number | null;
  /** The personal discount the chosen quantity reaches, as the server named it. */
  reachedPersonal?: DiscountRow | null;
}

/**
 * The discounts pricing applies, from the server's pricing configuration: volume tiers by pieces,
 * whole-order tiers by order value, and the buyer's own discounts valid today with their end dates.
 */
export function PriceTierList({ tiers, reachedVolume = null, reachedPersonal = null }: PriceTierListProps) {
  const t = useT();
  const tc = useCountT();
  const eur = useFormatEur();
  const { percent } = useFormatNumber();
  const until = useUntil();
  if (tiers.volume.length + tiers.whole_order.length + tiers.personal.length === 0) return null;
  const reached = <span className="price-tiers__badge">{t('pricing.reached')}</span>;
  return (
    <section className="price-tiers" data-testid="price-tiers" aria-label={t('pricing.tiers_title')}>
      <h2 className="price-tiers__title">{t('pricing.tiers_title')}</h2>
      <ul className="price-tiers__list">
        {tiers.volume.map((tier) => {
          const isReached = reachedVolume === tier.percent;
          return (
            <li
              key={`q${tier.min_quantity}`}
              className={isReached ? 'price-tiers__tier price-tiers__tier--reached' : 'price-tiers__tier'}
              data-testid="volume-tier"
              aria-current={isReached || undefined}
            >
              {tc('pricing.tier_pieces', tier.min_quantity, { percent: percent(tier.percent) })}
              {isReached ? reached : null}
            </li>
          );
        })}
        {tiers.whole_order.map((tier) => (
          <li key={`g${tier.min_goods}`} className="price-tiers__tier" data-testid="order-tier">
            {t('pricing.tier_goods', { amount: eur(tier.min_goods), percent: percent(tier.percent) })}
          </li>
        ))}
      </ul>
      {tiers.personal.length > 0 ? (
        <>
          <h3 className="price-tiers__title">{t('pricing.personal_title')}</h3>
          <ul className="price-tiers__list">
            {tiers.personal.map((row, index) => {
              const isReached =
                reachedPersonal !== null &&
                reachedPersonal.discount_percent === row.discount_percent &&
                reachedPersonal.threshold === row.threshold &&
                reachedPersonal.end_date === row.end_date;
              return (
                <li
                  key={`${row.end_date}-${row.threshold}-${index}`}
                  className={isReached ? 'price-tiers__tier price-tiers__tier--reached' : 'price-tiers__tier'}
                  data-testid="personal-discount"
                  aria-current={isReached || undefined}
                >
                  {row.threshold > 0
                    ? t('pricing.personal_from', { percent: percent(row.discount_percent), amount: eur(row.threshold) })
                    : t('pricing.personal_any', { percent: percent(row.discount_percent) })}
                  {', '}
                  {until(row.end_date)}
                  {isReached ? reached : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
