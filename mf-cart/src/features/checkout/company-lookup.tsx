import type { Company } from '@shop/contracts';
import { isApiError, useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { companyRegister } from '../../api/companies';
import type { OrderFormValues } from './order-form-values';

/** What the register's own search accepts as a VAT id or business id (catalogue's GET /search/company/vat). */
const looksLikeVatId = (text: string) => /^[A-Za-z]{0,2}[0-9 .-]{7,14}$/.test(text.trim());
/** The register searches names from three characters on. */
const searchableName = (text: string) => text.trim().length >= 3;

export type Lookup =
  | { state: 'idle' | 'searching' }
  | { state: 'filled'; name: string }
  | { state: 'choices'; companies: Company[] }
  | { state: 'not_found'; by: 'vat' | 'name' }
  | { state: 'unavailable' };

/**
 * The order form's company lookup (issue 19): a VAT id (or business id) fills the company's name
 * and billing address from the business register, a name offers the register's companies to choose
 * from. Everything filled stays editable; nothing found, or the register not answering, says so and
 * leaves the buyer to type.
 */
export function useCompanyLookup() {
  const { getValues, setValue } = useFormContext<OrderFormValues>();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // What was asked already, and what a fill put in: leaving a field unchanged asks nothing again.
  const asked = useRef(new Set<string>());
  const key = (by: 'vat' | 'name', text: string) => `${by}:${text.trim().toLowerCase()}`;

  const fill = (company: Company) => {
    // The country first: the VAT id is read in the billing country's format.
    setValue('country', company.country, { shouldDirty: true });
    setValue('vat', company.vatId, { shouldDirty: true });
    setValue('company', company.name, { shouldDirty: true });
    setValue('streetAddress', company.streetAddress, { shouldDirty: true });
    setValue('postCode', company.postCode, { shouldDirty: true });
    setValue('city', company.city, { shouldDirty: true });
    asked.current.add(key('vat', company.vatId)).add(key('name', company.name));
    setLookup({ state: 'filled', name: company.name });
  };

  const ask = async (by: 'vat' | 'name', text: string) => {
    asked.current.add(key(by, text));
    setLookup({ state: 'searching' });
    try {
      if (by === 'vat') return fill(await companyRegister.byVatId(text));
      const found = await companyRegister.byName(text);
      setLookup(found.length > 0 ? { state: 'choices', companies: found } : { state: 'not_found', by });
    } catch (error) {
      setLookup(isApiError(error) && error.status === 404 ? { state: 'not_found', by } : { state: 'unavailable' });
    }
  };

  /** The buyer left a field: ask once per text, and only about one the register can search. */
  const onLeave = (by: 'vat' | 'name') => {
    const text = getValues(by === 'vat' ? 'vat' : 'company');
    const fits = by === 'vat' ? looksLikeVatId(text) : searchableName(text) && !looksLikeVatId(getValues('vat'));
    if (fits && !asked.current.has(key(by, text))) void ask(by, text);
  };

  /** The button: by the VAT id when one is typed, else by the name. */
  const lookUp = () => {
    const vat = getValues('vat');
    if (looksLikeVatId(vat)) return void ask('vat', vat);
    const name = getValues('company');
    if (searchableName(name)) return void ask('name', name);
    setLookup({ state: 'not_found', by: vat.trim() ? 'vat' : 'name' });
  };

  return { lookup, onLeave, lookUp, fill };
}

/** What the lookup found or why not, and the companies to choose from. */
export function CompanyLookupResult({ lookup, onChoose }: { lookup: Lookup; onChoose: (company: Company) => void }) {
  const t = useT();
  if (lookup.state === 'idle') return null;
  if (lookup.state === 'choices') {
    return (
      <div className="company-lookup" data-testid="company-choices">
        <p className="company-lookup__text">{t('checkout.company_choose')}</p>
        <ul className="company-lookup__choices">
          {lookup.companies.map((company) => (
            <li key={company.vatId}>
              <Button
                type="button"
                variant="ghost"
                className="company-lookup__choice"
                onClick={() => onChoose(company)}
              >
                <strong>{company.name}</strong>
                <span>
                  {company.streetAddress}, {company.postCode} {company.city} · {company.vatId}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const text =
    lookup.state === 'searching'
      ? t('checkout.company_searching')
      : lookup.state === 'filled'
        ? t('checkout.company_filled', { name: lookup.name })
        : lookup.state === 'not_found'
          ? t(lookup.by === 'vat' ? 'checkout.company_not_found_vat' : 'checkout.company_not_found_name')
          : t('checkout.company_register_down');
  return (
    <p
      className={`company-lookup company-lookup__text company-lookup--${lookup.state}`}
      role="status"
      data-testid="company-lookup"
      data-state={lookup.state}
    >
      {text}
    </p>
  );
}
