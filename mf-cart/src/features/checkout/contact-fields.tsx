import { useT } from '@shop/state';
import { FormTextField } from './form-fields';
import type { RequiredReferences } from './required-references';

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

/**
 * Who else gets the order's mails, and the buyer's own references for it: the purchase-order number
 * and the cost centre, required when the buyer's company requires them.
 */
export function CopiesAndReference({ required }: { required: RequiredReferences }) {
  const t = useT();
  return (
    <>
      <FormTextField name="additionalEmails" label={t('checkout.field_additional_emails')} />
      <FormTextField
        name="customer_reference"
        label={t(required.purchaseOrder ? 'checkout.field_purchase_order_required' : 'checkout.field_reference')}
        required={required.purchaseOrder}
      />
      <FormTextField
        name="cost_center"
        label={t(required.costCenter ? 'checkout.field_cost_center_required' : 'checkout.field_cost_center')}
        required={required.costCenter}
      />
    </>
  );
}
