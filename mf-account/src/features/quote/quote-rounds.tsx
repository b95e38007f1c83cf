import type { QuoteView } from '@shop/contracts';
import { useFormatDay, useFormatEur, useT } from '@shop/state';

/**
 * A quote's earlier rounds, oldest first, as buyer and seller both read them: what was asked (with
 * the message that asked it), what was offered until when, and the day the buyer asked for changes.
 */
export function QuoteRounds({ quote }: { quote: Pick<QuoteView, 'rounds'> }) {
  const t = useT();
  const eur = useFormatEur();
  const day = useFormatDay();
  if (quote.rounds.length === 0) return null;
  return (
    <section className="quote__rounds" data-testid="quote-rounds">
      <h2 className="quote__subtitle">{t('quote.rounds_title')}</h2>
      <ol className="quote__round-list">
        {quote.rounds.map((round, index) => (
          <li key={round.changes_requested_at} className="quote__round" data-testid="quote-round">
            <strong>
              {t('quote.round_summary', {
                round: index + 1,
                total: eur(round.pricing.total),
                date: day(round.pricing.valid_until),
                changed: day(round.changes_requested_at.slice(0, 10)),
              })}
            </strong>
            <span className="quote__code">
              {round.lines.map((line) => `${line.quantity} × ${line.title} (${line.code})`).join(', ')}
            </span>
            {round.note ? (
              <span className="quote__note">
                <span className="quote__muted">{t('quote.round_message')}:</span> {round.note}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Round 2" beside the status once a quote has more than one. */
export function QuoteRoundLabel({ quote }: { quote: Pick<QuoteView, 'rounds'> }) {
  const t = useT();
  if (quote.rounds.length === 0) return null;
  return (
    <span className="quote__round-label" data-testid="quote-round-label">
      {' · '}
      {t('quote.round', { round: quote.rounds.length + 1 })}
    </span>
  );
}
