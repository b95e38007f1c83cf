import { vatIdFormats } from '@shop/contracts';
import { useT } from '@shop/state';
import { useController, useWatch } from 'react-hook-form';
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

/** The VAT id, with an example in the billing country's format, and the company's name. */
export function CompanyFields() {
  const t = useT();
  const country = useWatch<OrderFormValues, 'country'>({ name: 'country' });
  return (
    <>
      <FormTextField name="vat" label={t('checkout.field_vat')} required placeholder={vatIdFormats[country]?.example} />
      <FormTextField name="company" label={t('checkout.field_company')} required />
    </>
  );
}
