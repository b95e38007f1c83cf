import type { Order } from '@shop/contracts';
import { useT, useTranslateText } from '@shop/state';
import { Button } from '@shop/ui';
import { FormProvider } from 'react-hook-form';
import { BillingAddressFields, ShippingAddress } from './address-fields';
import { BuyerType, CompanyFields } from './company-fields';
import { ContactFields, CopiesAndReference } from './contact-fields';
import { DeliveryInstructions } from './delivery-instructions';
import { DeliveryMethods } from './delivery-methods';
import { FillFromAccount } from './fill-from-account';
import { useRequiredReferences } from './required-references';
import { useGoToStep } from './use-checkout-step-address';
import { useOrderForm } from './use-order-form';
import { WorkSitePicker } from './work-site-picker';

const accountFields = [
  'vat',
  'company',
  'name',
  'phone',
  'email',
  'streetAddress',
  'addressAdditionalLine',
  'postCode',
  'city',
  'country',
] as const;

/**
 * Step 2: delivery method (with a timed delivery's window), billing (and, if wanted, a separate
 * delivery) address, and the driver's instructions with the work-site contact.
 */
export function DeliveryAndDetails({ cart }: { cart: Order }) {
  const t = useT();
  const translateText = useTranslateText();
  const go = useGoToStep();
  const required = useRequiredReferences();
  const { form, submit, busy } = useOrderForm(cart, required);
  const { errors } = form.formState;
  const deliveryError = errors.ownFreight?.message ?? errors.root?.delivery?.message;

  const fillFromAccount = (fields: Record<string, string>) => {
    for (const key of accountFields) {
      const value = fields[key];
      if (value !== undefined) form.setValue(key, value);
    }
  };

  return (
    <FormProvider {...form}>
      <form className="checkout__form" onSubmit={(event) => void submit(event)} noValidate data-testid="order-form">
        <DeliveryMethods cart={cart} />
        {deliveryError ? (
          <p className="ui-field__error" role="alert">
            {translateText(deliveryError)}
          </p>
        ) : null}

        <fieldset className="checkout__fieldset">
          <legend>{t('checkout.billing')}</legend>
          <FillFromAccount onFill={fillFromAccount} />
          <BuyerType />
          <div className="checkout__grid">
            <CompanyFields />
            <ContactFields />
            <BillingAddressFields />
          </div>
          <CopiesAndReference required={required} />
        </fieldset>

        <WorkSitePicker />
        <ShippingAddress />
        <DeliveryInstructions />
        {Object.keys(errors).length > 0 ? (
          <p className="checkout__errors" role="alert">
            {t('checkout.fix_errors')}
          </p>
        ) : null}
        <div className="checkout__actions">
          <Button type="button" variant="secondary" onClick={() => go('cart')}>
            {t('checkout.back')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('checkout.continue')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
