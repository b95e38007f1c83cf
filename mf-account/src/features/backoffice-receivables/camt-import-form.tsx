import type { CamtImportReport } from '@shop/contracts';
import { isApiError, useFormatDay, useFormatEur, useT, useTranslateText } from '@shop/state';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { useCamtImport } from '../../api/invoices';

type Credit = CamtImportReport['unmatched'][number] & { invoice?: string };

/** The file's text, through FileReader: older browsers (and jsdom) have no Blob.text(). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

function CreditList({ title, credits, testId }: { title: string; credits: Credit[]; testId: string }) {
  const t = useT();
  const eur = useFormatEur();
  const day = useFormatDay();
  return (
    <section data-testid={testId}>
      <h3 className="receivables-report__title">
        {title} ({credits.length})
      </h3>
      {credits.length === 0 ? (
        <p className="receivables-report__none">{t('receivables.camt.none')}</p>
      ) : (
        <ul className="receivables-report__list">
          {credits.map((credit) => (
            <li key={credit.bank_reference}>
              <strong>{eur(credit.amount)}</strong> · {credit.reference ?? t('receivables.camt.no_reference')}
              {credit.invoice ? ` → ${credit.invoice}` : ''}
              {` · ${t('receivables.camt.debtor')}: ${credit.debtor ?? '–'}`}
              {` · ${t('receivables.camt.booked')}: ${day(credit.booking_date)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Uploads a bank's camt.054 notification and shows what was recorded, not matched and recorded before. */
export function CamtImportForm() {
  const t = useT();
  const translateText = useTranslateText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useCamtImport();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(await textOf(file));
  };
  const failure = upload.error
    ? (isApiError(upload.error) && upload.error.body?.message && translateText(upload.error.body.message)) ||
      t('receivables.camt.failed')
    : null;
  return (
    <section className="receivables-camt" data-testid="camt-import">
      <h2 className="backoffice__subtitle">{t('receivables.camt.title')}</h2>
      <form className="receivables-camt__form" onSubmit={(event) => void submit(event)}>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-file`}>
            {t('receivables.camt.file')}
          </label>
          <input
            id={`${id}-file`}
            className="ui-field__input"
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={!file || upload.isPending}>
          {t('receivables.camt.import')}
        </Button>
      </form>
      {failure ? (
        <p className="receivables-camt__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {upload.data ? (
        <div className="receivables-report" data-testid="camt-report">
          <CreditList title={t('receivables.camt.matched')} credits={upload.data.matched} testId="camt-matched" />
          <CreditList title={t('receivables.camt.unmatched')} credits={upload.data.unmatched} testId="camt-unmatched" />
          <CreditList
            title={t('receivables.camt.already')}
            credits={upload.data.already_recorded}
            testId="camt-already"
          />
        </div>
      ) : null}
    </section>
  );
}
