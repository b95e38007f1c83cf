import {
  CountriesResponseSchema,
  deliveryMethodTypes,
  OrderFormSchema,
  vatIdFormats,
  type DeliveryMethodType,
  type DeliveryOption,
  type Order,
  type OwnFreight,
} from '@shop/contracts';
import { apiFetch, track, useFormatEur, useT, useTranslateText } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { cartCalls, deliveryOptionsQuery } from '../../api/orders';
import { useCheckoutStep } from '../../stores/checkout-step';
import { FillFromAccount } from './fill-from-account';
import { useCartChange } from './use-cart-change';

type FormValues = Record<string, string | boolean>;
const billingFields = [
  'vat',
  'company',
  'name',
  'phone',
  'email',
  'streetAddress',
  'addressAdditionalLine',
  'postCode',
  'city',
] as const;
const shippingFields = ['name', 'streetAddress', 'postCode', 'city'] as const;
const fieldLabel: Record<string, string> = {
  vat: 'checkout.field_vat',
  company: 'checkout.field_company',
  name: 'checkout.field_name',
  phone: 'checkout.field_phone',
  email: 'checkout.field_email',
  streetAddress: 'checkout.field_street',
  addressAdditionalLine: 'checkout.field_address_line',
  postCode: 'checkout.field_postcode',
  city: 'checkout.field_city',
};
const optional = new Set(['addressAdditionalLine']);

function initialValues(cart: Order): FormValues {
  const form = (cart.form ?? {}) as Record<string, unknown>;
  const shipping = (form.shipping ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    ...Object.fromEntries(billingFields.map((f) => [f, text(form[f])])),
    country: text(form.country) || 'FI',
    type: text(form.type) || 'company',
    additionalEmails: Array.isArray(form.additionalEmails) ? form.additionalEmails.join(', ') : '',
    customer_reference: text(form.customer_reference),
    isSeparateShipping: form.isSeparateShipping === true,
    ...Object.fromEntries(shippingFields.map((f) => [`shipping.${f}`, text(shipping[f])])),
    'shipping.country': text(shipping.country) || 'FI',
  };
}

/** The form as the order form contract reads it. */
function toForm(values: FormValues) {
  const text = (key: string) => String(values[key] ?? '').trim();
  return {
    ...Object.fromEntries(billingFields.map((f) => [f, text(f)])),
    country: text('country'),
    type: text('type'),
    additionalEmails: text('additionalEmails')
      .split(/[,\s;]+/)
      .filter(Boolean),
    customer_reference: text('customer_reference') || undefined,
    isSeparateShipping: values.isSeparateShipping === true,
    shipping:
      values.isSeparateShipping === true
        ? Object.fromEntries([...shippingFields, 'country'].map((f) => [f, text(`shipping.${f}`)]))
        : undefined,
  };
}

function DeliveryMethods({
  options,
  type,
  setType,
  ownFreight,
  setOwnFreight,
}: {
  options: DeliveryOption[] | undefined;
  type: DeliveryMethodType;
  setType: (type: DeliveryMethodType) => void;
  ownFreight: Record<string, string>;
  setOwnFreight: (value: Record<string, string>) => void;
}) {
  const t = useT();
  const eur = useFormatEur();
  return (
    <fieldset className="checkout__fieldset" data-testid="delivery-methods">
      <legend>{t('checkout.delivery_method')}</legend>
      {deliveryMethodTypes.map((method) => {
        const option = options?.find((o) => o.type === method);
        return (
          <label key={method} className={`choice${option?.available === false ? ' choice--disabled' : ''}`}>
            <input
              type="radio"
              name="delivery"
              value={method}
              checked={type === method}
              disabled={option?.available === false}
              onChange={() => setType(method)}
            />
            <span className="choice__text">{t(`delivery.${method}`)}</span>
            {option ? (
              <span className="choice__price">
                {option.available ? eur(option.delivery_price) : t('cart.worksite_outside_area')}
              </span>
            ) : null}
          </label>
        );
      })}
      {type === 'own_freight' ? (
        <div className="checkout__own-freight">
          <p className="checkout__hint">{t('checkout.own_freight_hint')}</p>
          <TextField
            label={t('checkout.contract_number')}
            value={ownFreight.contractNumber ?? ''}
            onChange={(e) => setOwnFreight({ ...ownFreight, contractNumber: e.target.value })}
          />
          <div className="checkout__pair">
            <TextField
              label={t('checkout.carrier_phone')}
              value={ownFreight.carrierPhone ?? ''}
              onChange={(e) => setOwnFreight({ ...ownFreight, carrierPhone: e.target.value })}
            />
            <TextField
              label={t('checkout.carrier_name')}
              value={ownFreight.carrierName ?? ''}
              onChange={(e) => setOwnFreight({ ...ownFreight, carrierName: e.target.value })}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Step 2: delivery method and billing (and, if wanted, a separate delivery) address. */
export function DeliveryAndDetails({ cart }: { cart: Order }) {
  const t = useT();
  const translateText = useTranslateText();
  const go = useCheckoutStep((state) => state.go);
  const [values, setValues] = useState<FormValues>(() => initialValues(cart));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [type, setType] = useState<DeliveryMethodType>(cart.delivery?.type ?? 'product_freight');
  const [ownFreight, setOwnFreight] = useState<Record<string, string>>(
    (cart.delivery?.own_freight as Record<string, string> | null) ?? {},
  );
  const countries = useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => apiFetch('/countries', { schema: CountriesResponseSchema, signal }),
  });
  const queryClient = useQueryClient();
  const options = useQuery(deliveryOptionsQuery(cart.uuid, cart.total_price_with_vat));
  const saveForm = useCartChange(cartCalls.setForm);
  const setState = useCartChange(cartCalls.setState);
  const set = (key: string) => (value: string | boolean) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = toForm(values);
    const checked = OrderFormSchema.safeParse(form);
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= translateText(issue.message);
    const freight: OwnFreight | undefined = ownFreight.contractNumber?.trim()
      ? { contractNumber: ownFreight.contractNumber.trim() }
      : ownFreight.carrierPhone?.trim() && ownFreight.carrierName?.trim()
        ? { carrierPhone: ownFreight.carrierPhone.trim(), carrierName: ownFreight.carrierName.trim() }
        : undefined;
    if (type === 'own_freight' && !freight) found.ownFreight = t('cart.own_freight_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await saveForm.mutateAsync([cart.uuid, form]);
      if (form.shipping)
        void track('Shipping Address Added', { cart_id: cart.uuid, country: String(form.shipping.country ?? '') });
      // The address may change VAT or the work-site area: price the options again, then confirm the
      // chosen one with the totals shown for it; the server compares them with its own.
      const priced = await queryClient.fetchQuery(deliveryOptionsQuery(cart.uuid, saved.total_price_with_vat));
      const chosen = priced.find((o) => o.type === type);
      if (!chosen?.available) {
        setErrors({ delivery: t('cart.worksite_outside_area') });
        return;
      }
      await setState.mutateAsync([
        cart.uuid,
        {
          state: 'order',
          deliveryMethodType: type,
          ownFreight: freight,
          freightTotal: chosen.delivery_price,
          cartTotal: chosen.total_price_with_vat,
        },
      ]);
      go('pay');
    } catch {
      // useCartChange has shown the server's reason; the buyer stays on this step.
    }
  };

  const countrySelect = (key: string) => (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`country-${key}`}>
        {t('checkout.field_country')}
      </label>
      <select
        id={`country-${key}`}
        className="ui-field__input"
        value={String(values[key])}
        onChange={(e) => set(key)(e.target.value)}
      >
        {(countries.data ?? [{ code: String(values[key]), name: String(values[key]) }]).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="checkout__form" onSubmit={submit} noValidate data-testid="order-form">
      <DeliveryMethods
        options={options.data}
        type={type}
        setType={setType}
        ownFreight={ownFreight}
        setOwnFreight={setOwnFreight}
      />
      {errors.ownFreight || errors.delivery ? (
        <p className="ui-field__error" role="alert">
          {errors.ownFreight ?? errors.delivery}
        </p>
      ) : null}

      <fieldset className="checkout__fieldset">
        <legend>{t('checkout.billing')}</legend>
        <FillFromAccount onFill={(fields) => setValues((current) => ({ ...current, ...fields }))} />
        <div className="checkout__buyer-type">
          {(['company', 'private'] as const).map((kind) => (
            <label key={kind} className="choice choice--inline">
              <input type="radio" name="buyerType" checked={values.type === kind} onChange={() => set('type')(kind)} />
              <span>{t(kind === 'company' ? 'checkout.buyer_company' : 'checkout.buyer_private')}</span>
            </label>
          ))}
        </div>
        <div className="checkout__grid">
          {billingFields.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(fieldLabel[field] as 'checkout.field_vat')}
              required={!optional.has(field)}
              value={String(values[field])}
              error={errors[field]}
              autoComplete={
                field === 'email'
                  ? 'email'
                  : field === 'phone'
                    ? 'tel'
                    : field === 'postCode'
                      ? 'postal-code'
                      : undefined
              }
              placeholder={field === 'vat' ? vatIdFormats[String(values.country)]?.example : undefined}
              onChange={(e) => set(field)(e.target.value)}
            />
          ))}
          {countrySelect('country')}
        </div>
        <TextField
          label={t('checkout.field_additional_emails')}
          value={String(values.additionalEmails)}
          error={errors.additionalEmails}
          onChange={(e) => set('additionalEmails')(e.target.value)}
        />
        <TextField
          label={t('checkout.field_reference')}
          value={String(values.customer_reference)}
          onChange={(e) => set('customer_reference')(e.target.value)}
        />
      </fieldset>

      <label className="choice">
        <input
          type="checkbox"
          checked={values.isSeparateShipping === true}
          onChange={(e) => set('isSeparateShipping')(e.target.checked)}
          data-testid="separate-shipping"
        />
        <span>{t('checkout.separate_shipping')}</span>
      </label>
      {values.isSeparateShipping === true ? (
        <fieldset className="checkout__fieldset" data-testid="shipping-address">
          <legend>{t('checkout.shipping_address')}</legend>
          <div className="checkout__grid">
            {shippingFields.map((field) => (
              <TextField
                key={field}
                name={`shipping.${field}`}
                label={t(field === 'name' ? 'checkout.field_receiver' : (fieldLabel[field] as 'checkout.field_vat'))}
                required
                value={String(values[`shipping.${field}`])}
                error={errors[`shipping.${field}`] ?? (field === 'name' ? errors.shipping : undefined)}
                onChange={(e) => set(`shipping.${field}`)(e.target.value)}
              />
            ))}
            {countrySelect('shipping.country')}
          </div>
        </fieldset>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="checkout__errors" role="alert">
          {t('checkout.fix_errors')}
        </p>
      ) : null}
      <div className="checkout__actions">
        <Button type="button" variant="secondary" onClick={() => go('cart')}>
          {t('checkout.back')}
        </Button>
        <Button type="submit" disabled={saveForm.isPending || setState.isPending}>
          {t('checkout.continue')}
        </Button>
      </div>
    </form>
  );
}
