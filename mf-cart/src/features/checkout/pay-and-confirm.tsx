import type { Order, PaymentMethod } from '@shop/contracts';
import { track, useCountT, useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cartCalls, paymentMethodsQuery } from '../../api/orders';
import { useInvoiceNetDays } from './invoice-terms';
import { useCartChange } from './use-cart-change';
import { useGoToStep } from './use-checkout-step-address';

/** A choice's wording: its name, and a note under it. */
function ChoiceText({ title, note }: { title: string; note: string }) {
  return (
    <span className="choice__text">
      <strong>{title}</strong>
      <small>{note}</small>
    </span>
  );
}

/** Step 3: payment method and order comment; then on to the summary, where the order is sent. */
export function PayAndConfirm({ cart }: { cart: Order }) {
  const t = useT();
  const tc = useCountT();
  const netDays = useInvoiceNetDays();
  const go = useGoToStep();
  const methods = useQuery(paymentMethodsQuery());
  const choose = useCartChange(cartCalls.setPaymentMethod);
  const saveComment = useCartChange(cartCalls.setComment);
  const [comment, setComment] = useState(cart.comment ?? '');
  const chosen = cart.paymentmethod?.name as PaymentMethod | undefined;

  const toSummary = async () => {
    try {
      if (comment !== (cart.comment ?? '')) await saveComment.mutateAsync([cart.uuid, comment]);
      go('summary');
    } catch {
      // useCartChange has shown the server's reason; the buyer stays on this step.
    }
  };

  return (
    <section className="checkout__form" data-testid="pay-and-confirm">
      <fieldset className="checkout__fieldset">
        <legend>{t('checkout.payment_method')}</legend>
        {(methods.data ?? []).map((method) => (
          <label key={method.name} className="choice">
            <input
              type="radio"
              name="payment"
              checked={chosen === method.name}
              onChange={() => {
                choose.mutate([cart.uuid, method.name]);
                void track('Payment Method Selected', { payment: method.name });
              }}
            />
            <ChoiceText
              title={
                method.name === 'invoice'
                  ? tc('checkout.pay_invoice', netDays, { days: netDays })
                  : t('checkout.pay_card')
              }
              note={t(method.name === 'invoice' ? 'checkout.pay_invoice_note' : 'checkout.pay_card_note')}
            />
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('checkout.order_comment')}
        multiline
        rows={3}
        value={comment}
        maxLength={2000}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="checkout__actions">
        <Button type="button" variant="secondary" onClick={() => go('order')}>
          {t('checkout.back')}
        </Button>
        <Button
          type="button"
          disabled={!chosen || choose.isPending || saveComment.isPending}
          onClick={() => void toSummary()}
          data-testid="to-summary-step"
        >
          {t('checkout.to_summary')}
        </Button>
      </div>
    </section>
  );
}
