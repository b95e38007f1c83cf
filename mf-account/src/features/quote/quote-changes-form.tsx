import { RequestQuoteChangesBodySchema, type QuoteView } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, FormActions, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useAskQuoteChanges } from '../../api/quotes';
import { linePath } from './quote-pricing-form';
import { useQuoteFormErrors } from './use-quote-form-errors';

/**
 * The buyer's answer to a priced quote (docs/orders.md, "Quotes"): other quantities, lines left
 * out, and a message; the seller prices it as the next round. The server checks it again.
 */
export function QuoteChangesForm({
  quote,
  token,
  onCancel,
}: {
  quote: QuoteView;
  token: string;
  onCancel: () => void;
}) {
  const t = useT();
  const ask = useAskQuoteChanges(quote.uuid, token);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(quote.lines.map((line) => [line.variant_id, String(line.quantity)])),
  );
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState('');
  const { errors, failure, checked, refused } = useQuoteFormErrors();
  // The body's lines are the kept ones: a refusal's `lines.N` is the N-th of those.
  const kept = quote.lines.filter((line) => !removed.has(line.variant_id));

  const toggle = (variantId: number) => {
    const next = new Set(removed);
    if (!next.delete(variantId)) next.add(variantId);
    setRemoved(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      lines: kept.map((line) => ({
        variant_id: line.variant_id,
        quantity: Number(quantities[line.variant_id]?.trim() || Number.NaN),
      })),
      note,
    };
    const parsed = checked(RequestQuoteChangesBodySchema.safeParse(body));
    if (parsed) ask.mutate(parsed, { onError: refused });
  };

  return (
    <form className="quote__form" onSubmit={submit} noValidate data-testid="quote-changes-form">
      <h2 className="quote__subtitle">{t('quote.changes_title')}</h2>
      <p className="quote__intro">{t('quote.changes_intro')}</p>
      <ul className="quote__price-lines">
        {quote.lines.map((line) => {
          const index = kept.indexOf(line);
          const gone = index < 0;
          return (
            <li
              key={line.variant_id}
              className="quote__price-line quote__change-line"
              data-testid="quote-change-line"
              data-removed={gone || undefined}
            >
              <div className="quote__price-product">
                <strong>{line.title}</strong>
                <span className="quote__code">{line.code}</span>
              </div>
              {gone ? null : (
                <TextField
                  label={t('quote.quantity')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  required
                  value={quantities[line.variant_id] ?? ''}
                  onChange={(event) => setQuantities({ ...quantities, [line.variant_id]: event.target.value })}
                  error={errors[linePath(index, 'quantity')] ?? errors[linePath(index, 'variant_id')]}
                  data-testid="quote-change-quantity"
                />
              )}
              <Button
                type="button"
                variant="secondary"
                onClick={() => toggle(line.variant_id)}
                data-testid="quote-change-remove"
              >
                {gone ? t('quote.changes_keep') : t('quote.changes_remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {errors.lines ? (
        <p className="quote__alert" role="alert">
          {errors.lines}
        </p>
      ) : null}
      <TextField
        label={t('quote.changes_note')}
        multiline
        rows={3}
        maxLength={2000}
        required
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        data-testid="quote-changes-note"
      />
      <FormActions
        className={{ actions: 'quote__actions', failure: 'quote__alert' }}
        submit={{ label: t('quote.changes_submit'), pending: ask.isPending, testId: 'quote-changes-submit' }}
        cancel={{ label: t('quote.cancel'), onClick: onCancel }}
        failure={failure}
      />
    </form>
  );
}
