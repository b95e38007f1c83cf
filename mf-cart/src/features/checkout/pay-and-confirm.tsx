import type { Order, PaymentMethod } from '@shop/contracts';
import { isApiError, track, useCartStore, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cartCalls, orderKeys, paymentMethodsQuery } from '../../api/orders';
import { useCheckoutStep } from '../../stores/checkout-step';
import { useCartChange } from './use-cart-change';

/** A choice's wording: its name, and a note under it. */
function ChoiceText({ title, note }: { title: string; note: string }) {
  return (
    <span className="choice__text">
      <strong>{title}</strong>
      <small>{note}</small>
    </span>
  );
}

/** Step 3: payment method, order comment, and sending the order. */
export function PayAndConfirm({ cart }: { cart: Order }) {
  const t = useT();
  const translateText = useTranslateText();
  const go = useCheckoutStep((state) => state.go);
  const notify = useUiStore((state) => state.notify);
  const clearCart = useCartStore((state) => state.clearCart);
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQuery());
  const choose = useCartChange(cartCalls.setPaymentMethod);
  const saveComment = useCartChange(cartCalls.setComment);
  const [comment, setComment] = useState(cart.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = cart.paymentmethod?.name as PaymentMethod | undefined;

  const complete = useMutation({
    mutationFn: async () => {
      if (comment !== (cart.comment ?? '')) await saveComment.mutateAsync([cart.uuid, comment]);
      return cartCalls.complete(cart.uuid);
    },
    onSuccess: async (done) => {
      void track('Purchased', { order_id: done.id, payment: done.paymentmethod.name }, done.total_price_with_vat / 100);
      clearCart();
      if (done.payment_url) {
        window.location.assign(done.payment_url);
        return;
      }
      notify('success', t('checkout.sent'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.cart(cart.uuid) });
    },
    onError: (error) => {
      const body = isApiError(error) ? error.body : undefined;
      // The server names the fields to fix by their labels in the buyer's language; anything else
      // gets the general order error.
      const named = body?.code === 'UNAVAILABLE' || body?.code === 'VALIDATION';
      setProblem(named && body ? translateText(body.message) : t('checkout.general_error'));
      notify('error', t('checkout.failed'));
    },
  });

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
              title={t(method.name === 'invoice' ? 'checkout.pay_invoice' : 'checkout.pay_card')}
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
      {problem ? (
        <p className="checkout__errors" role="alert" data-testid="checkout-problem">
          {problem}
        </p>
      ) : null}
      <div className="checkout__actions">
        <Button type="button" variant="secondary" onClick={() => go('order')}>
          {t('checkout.back')}
        </Button>
        <Button
          type="button"
          disabled={!chosen || complete.isPending}
          onClick={() => complete.mutate()}
          data-testid="confirm-order"
        >
          {complete.isPending ? t('checkout.sending') : t('checkout.confirm')}
        </Button>
      </div>
    </section>
  );
}
