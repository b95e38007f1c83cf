import { ShippedSupplierOrderBodySchema } from '@shop/contracts';
import { useT, useTranslateText } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { useAnswerForm } from './use-answer-form';

type ShipField = 'carrier' | 'tracking_number' | 'tracking_url';

/** Every confirmed line left with one shipment: its carrier, tracking number and, when there is one, tracking page. */
export function ShipForm({ token }: { token: string }) {
  const t = useT();
  const translateText = useTranslateText();
  const [values, setValues] = useState<Record<ShipField, string>>({
    carrier: '',
    tracking_number: '',
    tracking_url: '',
  });
  const [errors, setErrors] = useState<Partial<Record<ShipField, string>>>({});
  const { send, pending, failure } = useAnswerForm(token, ['carrier', 'tracking_number', 'tracking_url', 'state']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = values.tracking_url.trim();
    // The same rules as the server's, so the supplier learns them before sending.
    const parsed = ShippedSupplierOrderBodySchema.safeParse({ ...values, tracking_url: url === '' ? undefined : url });
    const next: Partial<Record<ShipField, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as ShipField] ??= translateText(issue.message);
    setErrors(next);
    if (parsed.success) send({ kind: 'shipped', body: parsed.data });
  };
  const field = (name: ShipField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name] ?? failure?.fields[name],
  });
  const stateError = failure?.fields.state;

  return (
    <form className="supplier-order__form" onSubmit={submit} noValidate data-testid="ship-form">
      <h2 className="supplier-order__heading">{t('fulfilment.ship_title')}</h2>
      <TextField label={t('fulfilment.carrier')} required maxLength={100} {...field('carrier')} />
      <TextField label={t('fulfilment.tracking_number')} required maxLength={100} {...field('tracking_number')} />
      <TextField
        label={t('fulfilment.tracking_url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={500}
        {...field('tracking_url')}
      />
      <FormAlert message={stateError ?? failure?.message} />
      <Button type="submit" disabled={pending} data-testid="ship-submit">
        {pending ? t('fulfilment.sending') : t('fulfilment.ship_submit')}
      </Button>
    </form>
  );
}
