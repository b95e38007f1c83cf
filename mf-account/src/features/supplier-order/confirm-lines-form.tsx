import type { FulfilmentLine } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { useAnswerForm } from './use-answer-form';

/**
 * Confirm the received lines (each can be left out) with the day they leave the warehouse, from
 * `earliestDay` on: the shop's today, as its server counts it, not the browser's.
 */
export function ConfirmLinesForm({
  token,
  lines,
  earliestDay,
}: {
  token: string;
  lines: readonly FulfilmentLine[];
  earliestDay: string;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(lines.map((line) => line.variant_id)));
  const [dispatchDate, setDispatchDate] = useState(earliestDay);
  const [noneChosen, setNoneChosen] = useState(false);
  const { send, pending, failure } = useAnswerForm(token, ['variant_ids', 'dispatch_date']);

  const toggle = (variantId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(variantId);
    else next.delete(variantId);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const variantIds = lines.map((line) => line.variant_id).filter((id) => chosen.has(id));
    setNoneChosen(variantIds.length === 0);
    if (variantIds.length > 0)
      send({ kind: 'confirm', body: { variant_ids: variantIds, dispatch_date: dispatchDate } });
  };
  const linesError = noneChosen ? t('fulfilment.choose_lines') : failure?.fields.variant_ids;

  return (
    <form className="supplier-order__form" onSubmit={submit} noValidate data-testid="confirm-form">
      <h2 className="supplier-order__heading">{t('fulfilment.confirm_title')}</h2>
      <fieldset className="supplier-order__choices" aria-invalid={linesError ? true : undefined}>
        <legend className="ui-field__label">{t('fulfilment.lines_title')}</legend>
        {lines.map((line) => (
          <label key={line.variant_id} className="supplier-order__choice">
            <input
              type="checkbox"
              checked={chosen.has(line.variant_id)}
              onChange={(event) => toggle(line.variant_id, event.target.checked)}
              aria-label={t('fulfilment.confirm_line', { title: line.title })}
            />
            <span>
              {line.code} · {line.title}
            </span>
          </label>
        ))}
        {linesError ? (
          <span className="ui-field__error" role="alert">
            {linesError}
          </span>
        ) : null}
      </fieldset>
      <TextField
        label={t('fulfilment.dispatch_date')}
        type="date"
        name="dispatch_date"
        required
        min={earliestDay}
        value={dispatchDate}
        onChange={(event) => setDispatchDate(event.target.value)}
        error={failure?.fields.dispatch_date}
      />
      <FormAlert message={failure?.message} />
      <Button type="submit" disabled={pending} data-testid="confirm-submit">
        {pending ? t('fulfilment.sending') : t('fulfilment.confirm_submit')}
      </Button>
    </form>
  );
}
