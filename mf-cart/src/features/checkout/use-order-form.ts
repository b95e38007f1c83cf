import { zodResolver } from '@hookform/resolvers/zod';
import type { Order } from '@shop/contracts';
import { track } from '@shop/state';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cartCalls, deliveryOptionsQuery } from '../../api/orders';
import { orderDetailsSchema, orderFormValuesOf, type OrderDetails, type OrderFormValues } from './order-form-values';
import type { RequiredReferences } from './required-references';
import { useCartChange } from './use-cart-change';
import { useGoToStep } from './use-checkout-step-address';

/**
 * The delivery-and-details step's form: it starts from what the cart has saved, is checked against
 * the contracts and the references the buyer's company requires when the buyer continues, and only
 * then is saved (the form, the driver's instructions and work-site contact, then the chosen
 * delivery with the totals the buyer saw) before the step moves on to payment.
 */
export function useOrderForm(cart: Order, required: RequiredReferences) {
  const go = useGoToStep();
  const queryClient = useQueryClient();
  const saveForm = useCartChange(cartCalls.setForm);
  const setState = useCartChange(cartCalls.setState);
  const saveShipping = useCartChange(cartCalls.setShippingComment);
  const [defaultValues] = useState(() => orderFormValuesOf(cart));
  const form = useForm<OrderFormValues, unknown, OrderDetails>({
    resolver: zodResolver(orderDetailsSchema(required)),
    defaultValues,
  });

  const save = async ({ form: details, delivery, shipping }: OrderDetails) => {
    try {
      await saveForm.mutateAsync([cart.uuid, details]);
      const saved = await saveShipping.mutateAsync([cart.uuid, shipping]);
      if (details.shipping)
        void track('Shipping Address Added', { cart_id: cart.uuid, country: details.shipping.country });
      // The address may change VAT or the work-site area: price the options again, then confirm the
      // chosen one with the totals shown for it; the server compares them with its own.
      const priced = await queryClient.fetchQuery(deliveryOptionsQuery(cart.uuid, saved.total_price_with_vat));
      const chosen = priced.find((o) => o.type === delivery.type);
      if (!chosen?.available) {
        form.setError('root.delivery', { message: `cart.${chosen?.problem ?? 'worksite_outside_area'}` });
        return;
      }
      await setState.mutateAsync([
        cart.uuid,
        {
          state: 'order',
          deliveryMethodType: delivery.type,
          ownFreight: delivery.ownFreight,
          timeWindow: delivery.timeWindow,
          freightTotal: chosen.delivery_price,
          cartTotal: chosen.total_price_with_vat,
        },
      ]);
      go('pay');
    } catch {
      // useCartChange has shown the server's reason; the buyer stays on this step.
    }
  };

  return {
    form,
    submit: form.handleSubmit(save),
    busy: saveForm.isPending || saveShipping.isPending || setState.isPending,
  };
}
