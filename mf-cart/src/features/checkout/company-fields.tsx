import { vatIdFormats } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useController, useWatch } from 'react-hook-form';
import { CompanyLookupResult, useCompanyLookup } from './company-lookup';
import { FormTextField } from './form-fields';
import type { OrderFormValues } from './order-form-values';

/** Whether a company or a private person buys. */
export function BuyerType() {
  const t = useT();
  const { field } = useController<OrderFormValues, 'type'>({ name: 'type' });
  return (
    <div className="checkout__buyer-type">
      {(['company', 'private'] as const).map((kind) => (
        <label key={kind} className="choice choice--inline">
          <input type="radio" name="buyerType" checked={field.value === kind} onChange={() => field.onChange(kind)} />
          <span>{t(kind === 'company' ? 'checkout.buyer_company' : 'checkout.buyer_private')}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The VAT id, with an example in the billing country's format, and the company's name; leaving
 * either, or "look up", fills the company from the business register (company-lookup.tsx).
 */
export function CompanyFields() {
  const t = useT();
  const country = useWatch<OrderFormValues, 'country'>({ name: 'country' });
  const { lookup, onLeave, lookUp, fill } = useCompanyLookup();
  return (
    <>
      <FormTextField
        name="vat"
        label={t('checkout.field_vat')}
        required
        placeholder={vatIdFormats[country]?.example}
        onLeave={() => onLeave('vat')}
      />
      <FormTextField name="company" label={t('checkout.field_company')} required onLeave={() => onLeave('name')} />
      <div className="company-lookup__row">
        <Button
          type="button"
          variant="secondary"
          onClick={lookUp}
          disabled={lookup.state === 'searching'}
          data-testid="company-look-up"
        >
          {t('checkout.company_look_up')}
        </Button>
        <CompanyLookupResult lookup={lookup} onChoose={fill} />
      </div>
    </>
  );
}
