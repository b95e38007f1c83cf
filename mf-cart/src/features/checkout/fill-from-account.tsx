import { billingCountryCode, type User } from '@shop/contracts';
import { useT, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useCurrentUser } from './use-current-user';

/** The order form's fields from a user's saved billing details. */
export function billingFromUser(user: User): Record<string, string> {
  const fields: Record<string, string> = {
    vat: user.vatid,
    company: user.company,
    name: user.customername,
    phone: user.phonenumber,
    email: user.email,
    streetAddress: user.billingaddress,
    addressAdditionalLine: user.billingaddress_additional_line,
    postCode: user.billingpostcode,
    city: user.billingcity,
  };
  const country = billingCountryCode(user.billingCountry);
  if (country) fields.country = country;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
}

/** A logged-in buyer fills the billing details from the account (the user is read only with functional consent). */
export function FillFromAccount({ onFill }: { onFill: (fields: Record<string, string>) => void }) {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const user = useCurrentUser();
  if (!user.data) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      className="checkout__fill-from-account"
      data-testid="fill-from-account"
      onClick={() => {
        onFill(billingFromUser(user.data));
        notify('success', t('checkout.filled_from_account'));
      }}
    >
      {t('checkout.fill_from_account')}
    </Button>
  );
}
