import { useT, useTranslateText } from '@shop/state';
import { TextField } from '@shop/ui';
import { useController } from 'react-hook-form';
import { FormTextField } from './form-fields';
import type { OrderFormValues } from './order-form-values';

/** What the driver should know (gate, unloading place), and whom to call on the work site. */
export function DeliveryInstructions() {
  const t = useT();
  const translateText = useTranslateText();
  const { field, fieldState } = useController<OrderFormValues, 'shippingComment'>({ name: 'shippingComment' });
  return (
    <fieldset className="checkout__fieldset" data-testid="delivery-instructions">
      <legend>{t('checkout.delivery_details')}</legend>
      <TextField
        label={t('checkout.shipping_comment')}
        multiline
        rows={3}
        maxLength={2000}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message ? translateText(fieldState.error.message) : undefined}
      />
      <p className="checkout__hint">{t('checkout.site_contact_hint')}</p>
      <div className="checkout__pair">
        <FormTextField name="siteContact.name" label={t('checkout.site_contact_name')} autoComplete="off" />
        <FormTextField name="siteContact.phone" label={t('checkout.site_contact_phone')} autoComplete="off" />
      </div>
    </fieldset>
  );
}
