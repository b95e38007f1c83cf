import { tierProgress, type Order } from '@shop/contracts';
import { dateTimeFormat } from '@shop/i18n';
import { useFormatEur, useFormatNumber, useLocale, useT } from '@shop/state';
import { usePriceTiers } from '../../api/pricing';
import './cart-discounts.css';

/**
 * The order-value tiers and the buyer's personal discounts beside the cart's lines: the tier the
 * goods reach and the personal discount the server applied marked, what the next tier needs, and
 * each personal discount's end date. The goods are the server's (after line and volume discounts,
 * as the whole-order tier counts them).
 */
export function CartDiscounts({ cart }: { cart: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const { percent } = useFormatNumber();
  const locale = useLocale();
  const tiers = usePriceTiers().data;
  const breakdown = cart.breakdown;
  // A quote's cart is priced at the quote's final prices: no order or personal discount applies to it.
  if (!tiers || !breakdown || cart.quote || tiers.whole_order.length + tiers.personal.length === 0) return null;
  const goods = breakdown.goods - breakdown.discounts.order_line - breakdown.discounts.volume;
  const { reached, next } = tierProgress(tiers.whole_order, (tier) => tier.min_goods, goods);
  const applied = breakdown.discounts.whole_order > 0 ? reached : null;
  const personal = breakdown.discounts.personal;
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const until = (date: string | null) =>
    date ? t('pricing.until', { date: day.format(new Date(`${date}T00:00:00Z`)) }) : t('pricing.no_end');
  const badge = <span className="cart-discounts__badge">{t('pricing.reached')}</span>;
  return (
    <section className="cart-discounts" data-testid="cart-discounts" aria-label={t('pricing.cart_title')}>
      <h2 className="cart-discounts__title">{t('pricing.cart_title')}</h2>
      <ul className="cart-discounts__list">
        {tiers.whole_order.map((tier) => (
          <li
            key={tier.min_goods}
            className={tier === applied ? 'cart-discounts__tier cart-discounts__tier--reached' : 'cart-discounts__tier'}
            data-testid="cart-order-tier"
            aria-current={tier === applied || undefined}
          >
            {t('pricing.tier_goods', { amount: eur(tier.min_goods), percent: percent(tier.percent) })}
            {tier === applied ? badge : null}
          </li>
        ))}
      </ul>
      <p className="cart-discounts__next" data-testid="cart-next-tier">
        {next
          ? t('pricing.next_goods', { amount: eur(next.min_goods - goods), percent: percent(next.percent) })
          : '\u00a0'}
      </p>
      {tiers.personal.length > 0 ? (
        <>
          <h3 className="cart-discounts__title">{t('pricing.personal_title')}</h3>
          <ul className="cart-discounts__list">
            {tiers.personal.map((row, index) => {
              // The server names the row it applied by its percent and end date.
              const isApplied =
                personal !== null &&
                personal.percent === row.discount_percent &&
                personal.end_date === row.end_date &&
                !tiers.personal
                  .slice(0, index)
                  .some((r) => r.discount_percent === row.discount_percent && r.end_date === row.end_date);
              return (
                <li
                  key={`${row.end_date}-${row.threshold}-${index}`}
                  className={isApplied ? 'cart-discounts__tier cart-discounts__tier--reached' : 'cart-discounts__tier'}
                  data-testid="cart-personal-discount"
                  aria-current={isApplied || undefined}
                >
                  {row.threshold > 0
                    ? t('pricing.personal_from', { percent: percent(row.discount_percent), amount: eur(row.threshold) })
                    : t('pricing.personal_any', { percent: percent(row.discount_percent) })}
                  {', '}
                  {until(row.end_date)}
                  {isApplied ? badge : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
