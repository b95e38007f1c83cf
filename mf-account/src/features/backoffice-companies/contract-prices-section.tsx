import type { CompanyBillingRecord, ContractPriceAnswer } from '@shop/contracts';
import { useCountT, useFormatDay, useFormatEur, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { contractPricesQuery, useImportContractPrices, useRemoveContractPrices } from '../../api/contract-prices';
import { readFailure } from '../login-drawer/api-failure';
import { VerifiedCompanyCards } from './verified-company-cards';

/** A chosen file's text (FileReader: every browser the shop serves, and the page tests' DOM). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

/** Rows shown of a list: a company's whole list may run to 20,000. */
const shownRows = 50;

/** A refused file's reasons, row by row as the server names them (`rows.3.price`). */
function Refusals({ fields }: { fields: Record<string, string> }) {
  const t = useT();
  return (
    <ul className="contract-prices__refusals" role="alert" data-testid="contract-prices-refusals">
      {Object.entries(fields).map(([field, reason]) => {
        const [, row, column] = /^rows\.(\d+)\.(\w+)$/.exec(field) ?? [];
        return (
          <li key={field}>
            {row ? t('backoffice.contract_prices.row_refused', { row, column: column ?? '' }) : field}: {reason}
          </li>
        );
      })}
    </ul>
  );
}

function PriceTable({ list }: { list: ContractPriceAnswer }) {
  const t = useT();
  const tc = useCountT();
  const formatEur = useFormatEur();
  const formatDay = useFormatDay();
  const day = (value: string | null) => (value ? formatDay(value) : '–');
  return (
    <>
      <p className="company-verification__muted" data-testid="contract-prices-summary">
        {tc('backoffice.contract_prices.summary', list.rows.length, {
          count: list.rows.length,
          date: list.imported_at ? formatDay(list.imported_at) : '',
          by: list.imported_by ?? '',
        })}
      </p>
      <div className="contract-prices__rows">
        <table className="contract-prices__table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.contract_prices.code')}</th>
              <th scope="col">{t('backoffice.contract_prices.price')}</th>
              <th scope="col">{t('backoffice.contract_prices.from_quantity')}</th>
              <th scope="col">{t('backoffice.contract_prices.valid')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.slice(0, shownRows).map((row) => (
              <tr key={`${row.code} ${row.min_quantity} ${row.valid_from ?? ''}`}>
                <td>{row.code}</td>
                <td>{formatEur(row.price)}</td>
                <td>{row.min_quantity}</td>
                <td>
                  {day(row.valid_from)} – {day(row.valid_to)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.rows.length > shownRows ? (
        <p className="company-verification__muted">
          {tc('backoffice.contract_prices.more_rows', list.rows.length - shownRows, {
            count: list.rows.length - shownRows,
          })}
        </p>
      ) : null}
    </>
  );
}

/** One company's list, the import of a new file and the removal of the list. */
function CompanyContractPrices({ company }: { company: CompanyBillingRecord }) {
  const t = useT();
  const tc = useCountT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const list = useQuery(contractPricesQuery(company.company_id));
  const importCsv = useImportContractPrices(company.company_id);
  const remove = useRemoveContractPrices(company.company_id);
  const [file, setFile] = useState<File | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusals({ file: t('validation.required') });
      return;
    }
    setRefusals({});
    importCsv.mutate(await textOf(file), {
      onSuccess: (saved) =>
        notify(
          'success',
          tc('backoffice.contract_prices.imported', saved.rows.length, {
            count: saved.rows.length,
            name: company.name,
          }),
        ),
      onError: (error) => {
        const failure = readFailure(error, translateText);
        setRefusals(failure.fields);
        notify('error', failure.message ?? t('company.action_failed'));
      },
    });
  };

  if (list.isError) return <p role="alert">{t('company.action_failed')}</p>;
  if (!list.data) return <Skeleton height={120} />;
  return (
    <div className="punchout-connections__company">
      {list.data.rows.length === 0 ? (
        <p className="company-verification__muted">{t('backoffice.contract_prices.none')}</p>
      ) : (
        <PriceTable list={list.data} />
      )}
      <form className="company-billing__form" onSubmit={submit} noValidate data-testid="contract-prices-form">
        <label className="ui-field">
          <span className="ui-field__label">{t('backoffice.contract_prices.file')}</span>
          <input
            type="file"
            name="file"
            accept=".csv,text/csv,text/plain"
            className="ui-field__input contract-prices__file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <span className="ui-field__hint contract-prices__hint">{t('backoffice.contract_prices.file_hint')}</span>
        </label>
        {Object.keys(refusals).length > 0 ? <Refusals fields={refusals} /> : null}
        <Button type="submit" disabled={importCsv.isPending} data-testid="contract-prices-import">
          {t('backoffice.contract_prices.import')}
        </Button>
      </form>
      {list.data.rows.length === 0 ? null : confirming ? (
        <span className="punchout-connections__confirm" role="group">
          <span>{t('backoffice.contract_prices.remove_confirm', { name: company.name })}</span>
          <Button
            disabled={remove.isPending}
            data-testid="contract-prices-remove-confirm"
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  notify('success', t('backoffice.contract_prices.removed', { name: company.name }));
                },
                onError: () => notify('error', t('company.action_failed')),
              })
            }
          >
            {t('backoffice.contract_prices.remove')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('backoffice.punchout.keep')}
          </Button>
        </span>
      ) : (
        <Button variant="secondary" data-testid="contract-prices-remove" onClick={() => setConfirming(true)}>
          {t('backoffice.contract_prices.remove')}
        </Button>
      )}
    </div>
  );
}

/**
 * The verified companies' contract price lists on the back office's company page (docs/companies.md,
 * "Contract prices"): each company's list as last imported, a CSV file that replaces it whole or is
 * refused row by row, and its removal.
 */
export function ContractPricesSection() {
  return (
    <VerifiedCompanyCards
      id="contract-prices"
      title="backoffice.contract_prices.title"
      intro="backoffice.contract_prices.intro"
    >
      {(company) => <CompanyContractPrices company={company} />}
    </VerifiedCompanyCards>
  );
}
