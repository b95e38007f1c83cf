import type { Receivable } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import { isApiError, useFormatEur, useT, useTranslateText } from '@shop/state';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { useRecordPayment } from '../../api/invoices';

/** Cents of an amount in euros as an operator types it ("1250,50", "1250.5", "1250"); null when it is none. */
export function centsOf(typed: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

/** Records a payment received for one of the listed invoices, with the bank's archive id if there is one. */
export function RecordPaymentForm({ items }: { items: readonly Receivable[] }) {
  const t = useT();
  const eur = useFormatEur();
  const translateText = useTranslateText();
  const id = useId();
  const [uuid, setUuid] = useState(items[0]?.uuid ?? '');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(shopToday());
  const [reference, setReference] = useState('');
  const record = useRecordPayment();
  const cents = centsOf(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === null || cents === 0 || !uuid) return;
    record.mutate({ uuid, body: { amount: cents, date, bank_reference: reference.trim() || null } });
  };
  let outcome = null;
  if (record.data?.recorded === false) outcome = t('receivables.pay.already');
  else if (record.data) {
    const { number, paid, open } = record.data.receivable;
    outcome = t('receivables.pay.recorded', { number, paid: eur(paid), open: eur(open) });
  } else if (record.error)
    outcome =
      (isApiError(record.error) && record.error.body?.message && translateText(record.error.body.message)) ||
      t('receivables.pay.failed');
  return (
    <section className="receivables-pay" data-testid="record-payment">
      <h2 className="backoffice__subtitle">{t('receivables.pay.title')}</h2>
      <form className="backoffice-filter" onSubmit={submit}>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-invoice`}>
            {t('receivables.pay.invoice')}
          </label>
          <select
            id={`${id}-invoice`}
            className="ui-field__input"
            value={uuid}
            onChange={(event) => setUuid(event.target.value)}
          >
            {items.map((item) => (
              <option key={item.uuid} value={item.uuid}>
                {item.number} · {item.buyer} · {eur(item.open)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-amount`}>
            {t('receivables.pay.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className="ui-field__input"
            inputMode="decimal"
            value={amount}
            aria-invalid={amount !== '' && cents === null}
            aria-describedby={amount !== '' && cents === null ? `${id}-amount-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          {amount !== '' && cents === null ? (
            <span id={`${id}-amount-error`} className="ui-field__error">
              {t('receivables.pay.amount_invalid')}
            </span>
          ) : null}
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-date`}>
            {t('receivables.pay.date')}
          </label>
          <input
            id={`${id}-date`}
            className="ui-field__input"
            type="date"
            value={date}
            required
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-reference`}>
            {t('receivables.pay.bank_reference')}
          </label>
          <input
            id={`${id}-reference`}
            className="ui-field__input"
            value={reference}
            maxLength={70}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
        <div className="backoffice-filter__actions">
          <Button type="submit" disabled={!cents || !uuid || record.isPending}>
            {t('receivables.pay.submit')}
          </Button>
        </div>
      </form>
      {outcome ? (
        <p role="status" data-testid="record-payment-outcome">
          {outcome}
        </p>
      ) : null}
    </section>
  );
}
