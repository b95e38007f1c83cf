import { useT } from '@shop/state';
import { FormTextField } from './form-fields';

/** Who to contact about the order. */
export function ContactFields() {
  const t = useT();
  return (
    <>
      <FormTextField name="name" label={t('checkout.field_name')} required />
      <FormTextField name="phone" label={t('checkout.field_phone')} required autoComplete="tel" />
      <FormTextField name="email" label={t('checkout.field_email')} required autoComplete="email" />
    </>
  );
}

/** Who else gets the order's mails, and the buyer's own reference for it. */
export function CopiesAndReference() {
  const t = useT();
  return (
    <>
      <FormTextField name="additionalEmails" label={t('checkout.field_additional_emails')} />
      <FormTextField name="customer_reference" label={t('checkout.field_reference')} />
    </>
  );
}
