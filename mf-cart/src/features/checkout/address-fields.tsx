import { isDeliveryCountry, postCodeFormats } from '@shop/contracts';
import { useT } from '@shop/state';
import { useController, useWatch } from 'react-hook-form';
import { CountrySelect, FormTextField } from './form-fields';
import type { OrderFormValues } from './order-form-values';

/** An example postcode of the address's country, so its format shows before anything is typed. */
function usePostCodeExample(countryField: 'country' | 'shipping.country'): string | undefined {
  const country = useWatch<OrderFormValues, typeof countryField>({ name: countryField });
  return isDeliveryCountry(country) ? postCodeFormats[country].example : undefined;
}

/** The billing address. */
export function BillingAddressFields() {
  const t = useT();
  const postCodeExample = usePostCodeExample('country');
  return (
    <>
      <FormTextField name="streetAddress" label={t('checkout.field_street')} required />
      <FormTextField name="addressAdditionalLine" label={t('checkout.field_address_line')} />
      <FormTextField
        name="postCode"
        label={t('checkout.field_postcode')}
        required
        autoComplete="postal-code"
        placeholder={postCodeExample}
      />
      <FormTextField name="city" label={t('checkout.field_city')} required />
      <CountrySelect name="country" />
    </>
  );
}

/** A separate delivery address, when the goods go somewhere else than the bill (a work site). */
export function ShippingAddress() {
  const t = useT();
  const { field } = useController<OrderFormValues, 'isSeparateShipping'>({ name: 'isSeparateShipping' });
  const postCodeExample = usePostCodeExample('shipping.country');
  return (
    <>
      <label className="choice">
        <input
          type="checkbox"
          name={field.name}
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          data-testid="separate-shipping"
        />
        <span>{t('checkout.separate_shipping')}</span>
      </label>
      {field.value ? (
        <fieldset className="checkout__fieldset" data-testid="shipping-address">
          <legend>{t('checkout.shipping_address')}</legend>
          <div className="checkout__grid">
            <FormTextField name="shipping.name" label={t('checkout.field_receiver')} required />
            <FormTextField name="shipping.streetAddress" label={t('checkout.field_street')} required />
            <FormTextField
              name="shipping.postCode"
              label={t('checkout.field_postcode')}
              required
              placeholder={postCodeExample}
            />
            <FormTextField name="shipping.city" label={t('checkout.field_city')} required />
            <CountrySelect name="shipping.country" />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
