import { useAuthStore, useCountT, useFormatEur, useFormatNumber, useT } from '@shop/state';
import type { usePricePreview } from './use-price-preview';
import { useUntil } from './use-until';
import './price-tiers.css';

type Preview = ReturnType<typeof usePricePreview>;

/**
 * The line's price at the chosen quantity as the server computed it: net, with the buyer's VAT,
 * the volume tier included or what the next one needs, and a personal discount the line reaches;
 * at the buyer's company's contract price, that it is theirs (no tier applies to it).
 * Its lines are always there (empty until the first answer), so nothing below moves.
 */
export function QuantityPrice({ state: { preview, current, failed } }: { state: Preview }) {
  const t = useT();
  const tc = useCountT();
  const eur = useFormatEur();
  const { percent } = useFormatNumber();
  const until = useUntil();
  // Only a session can have personal discounts: its line is kept for them, filled or not.
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const shown = current ? preview : undefined;
  const status = failed ? 'error' : current ? 'current' : 'pending';
  const tier = failed
    ? t('pricing.preview_error')
    : !shown
      ? t('pricing.updating')
      : shown.source === 'contract'
        ? t('pricing.contract_price')
        : shown.discount.kind === 'volume'
          ? t('pricing.volume_applied', { percent: percent(shown.discount.percent) })
          : '';
  const next = shown?.next_tier
    ? tc('pricing.next_pieces', shown.next_tier.missing, { percent: percent(shown.next_tier.percent) })
    : '';
  return (
    <div className="quantity-price" data-testid="quantity-price" data-state={status} aria-busy={status === 'pending'}>
      <span className="quantity-price__label">{t('pricing.line_total')}</span>
      {/* The last figures stay while the next are asked for, dimmed and hidden from screen readers. */}
      <strong className="quantity-price__net" data-testid="quantity-price-net" aria-hidden={!shown || undefined}>
        {preview ? eur(preview.net) : '\u00a0'}
      </strong>
      <span className="quantity-price__gross" aria-hidden={!shown || undefined}>
        {preview
          ? t('pricing.with_vat', { amount: eur(preview.gross), rate: percent(preview.vat.rate_percent) })
          : '\u00a0'}
      </span>
      <span className="quantity-price__tier" data-testid="quantity-price-tier" role="status">
        {tier || '\u00a0'}
      </span>
      <span className="quantity-price__next" data-testid="quantity-price-next">
        {next || '\u00a0'}
      </span>
      {loggedIn ? (
        <span className="quantity-price__personal" data-testid="quantity-price-personal">
          {shown?.personal
            ? [
                t('pricing.personal_applies', { percent: percent(shown.personal.discount_percent) }),
                until(shown.personal.end_date),
              ].join(', ')
            : '\u00a0'}
        </span>
      ) : null}
    </div>
  );
}
