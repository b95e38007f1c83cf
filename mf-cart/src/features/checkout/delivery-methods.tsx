import { deliveryMethodTypes, type Order } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { deliveryOptionsQuery } from '../../api/orders';
import { useDeliveryChoice } from '../../stores/delivery-choice';
import { FormTextField } from './form-fields';
import { SmallOrderNote } from './small-order-note';
import type { OrderFormValues } from './order-form-values';
import { TimecapFields } from './timecap-fields';

/** Own freight: the buyer's freight contract, or the carrier who will collect. */
function OwnFreightFields() {
  const t = useT();
  return (
    <div className="checkout__own-freight">
      <p className="checkout__hint">{t('checkout.own_freight_hint')}</p>
      <FormTextField name="ownFreight.contractNumber" label={t('checkout.contract_number')} />
      <div className="checkout__pair">
        <FormTextField name="ownFreight.carrierPhone" label={t('checkout.carrier_phone')} />
        <FormTextField name="ownFreight.carrierName" label={t('checkout.carrier_name')} />
      </div>
    </div>
  );
}

/**
 * The delivery methods with what each costs for this cart now; one that cannot serve this cart
 * (the address outside the work-site area, own freight for a kit) is disabled and says why. The
 * method picked is told to the order summary at once, before it is saved.
 */
export function DeliveryMethods({ cart }: { cart: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const options = useQuery(deliveryOptionsQuery(cart.uuid, cart.total_price_with_vat));
  const { field } = useController<OrderFormValues, 'deliveryMethod'>({ name: 'deliveryMethod' });
  const choose = useDeliveryChoice((state) => state.choose);
  useEffect(() => {
    choose(field.value);
    return () => choose(null);
  }, [field.value, choose]);
  return (
    <fieldset className="checkout__fieldset" data-testid="delivery-methods">
      <legend>{t('checkout.delivery_method')}</legend>
      {deliveryMethodTypes.map((method) => {
        const option = options.data?.find((o) => o.type === method);
        return (
          <label key={method} className={`choice${option?.available === false ? ' choice--disabled' : ''}`}>
            <input
              type="radio"
              name="delivery"
              value={method}
              checked={field.value === method}
              disabled={option?.available === false}
              onChange={() => field.onChange(method)}
            />
            <span className="choice__text">
              {t(`delivery.${method}`)}
              {/* Under the name, where a long reason can wrap on a phone; the price column does not. */}
              {option?.problem ? (
                <small data-testid={`delivery-problem-${method}`}>{t(`cart.${option.problem}`)}</small>
              ) : null}
            </span>
            {option?.available ? <span className="choice__price">{eur(option.delivery_price)}</span> : null}
          </label>
        );
      })}
      <SmallOrderNote cart={cart} />
      {field.value === 'own_freight' ? <OwnFreightFields /> : null}
      {field.value === 'timecap' ? <TimecapFields /> : null}
    </fieldset>
  );
}
