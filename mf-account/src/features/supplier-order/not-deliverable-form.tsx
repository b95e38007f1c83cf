import type { FulfilmentLine } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { useAnswerForm } from './use-answer-form';

/** One line the supplier cannot deliver, and why (the buyer reads the reason). */
export function NotDeliverableForm({ token, lines }: { token: string; lines: readonly FulfilmentLine[] }) {
  const t = useT();
  const selectId = useId();
  const [variantId, setVariantId] = useState(lines[0]!.variant_id);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const { send, pending, failure } = useAnswerForm(token, ['variant_id', 'reason']);
  // A line answered meanwhile leaves the list; the choice moves to one still open.
  const chosen = lines.some((line) => line.variant_id === variantId) ? variantId : lines[0]!.variant_id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    setReasonMissing(trimmed === '');
    if (trimmed !== '')
      send({ kind: 'notDeliverable', body: { variant_id: chosen, reason: trimmed } }, () => setReason(''));
  };
  const lineError = failure?.fields.variant_id;

  return (
    <form className="supplier-order__form" onSubmit={submit} noValidate data-testid="not-deliverable-form">
      <h2 className="supplier-order__heading">{t('fulfilment.nd_title')}</h2>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={selectId}>
          {t('fulfilment.nd_line')}
        </label>
        <select
          id={selectId}
          className="ui-field__input"
          name="variant_id"
          value={chosen}
          onChange={(event) => setVariantId(Number(event.target.value))}
          aria-invalid={lineError ? true : undefined}
        >
          {lines.map((line) => (
            <option key={line.variant_id} value={line.variant_id}>
              {line.code} · {line.title}
            </option>
          ))}
        </select>
        {lineError ? (
          <span className="ui-field__error" role="alert">
            {lineError}
          </span>
        ) : null}
      </div>
      <TextField
        label={t('fulfilment.nd_reason')}
        multiline
        rows={3}
        required
        maxLength={500}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonMissing ? t('validation.required') : failure?.fields.reason}
      />
      <FormAlert message={failure?.message} />
      <Button type="submit" variant="secondary" disabled={pending} data-testid="not-deliverable-submit">
        {pending ? t('fulfilment.sending') : t('fulfilment.nd_submit')}
      </Button>
    </form>
  );
}
