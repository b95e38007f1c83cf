import { OrderFormSchema, type Order } from '@shop/contracts';
import {
  isApiError,
  track,
  useCartStore,
  useCountT,
  useFormatEur,
  useT,
  useTranslateText,
  useUiStore,
} from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cartCalls, orderKeys } from '../../api/orders';
import type { CheckoutStep } from '../../stores/checkout-step';
import { withStep } from './checkout-steps';
import { useDeliveryCountries } from './form-fields';
import { useGoToStep } from './use-checkout-step-address';
import { useFormatWindow } from './use-format-window';
import { useInvoiceNetDays } from './invoice-terms';

/** One part of the order, read-only, with a link back to the step where it is changed. */
function ReviewSection({
  title,
  edit,
  testId,
  children,
}: {
  title: string;
  edit: CheckoutStep;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const titleId = useId();
  return (
    <section className="review__section" aria-labelledby={titleId} data-testid={testId}>
      <div className="review__head">
        <h2 className="review__title" id={titleId}>
          {title}
        </h2>
        <Link
          className="review__edit"
          to={{ search: withStep(params, edit).toString() }}
          aria-label={`${t('checkout.edit')}: ${title}`}
          data-testid={`edit-${testId}`}
        >
          {t('checkout.edit')}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** Lines of text; the empty ones are left out. */
const Lines = ({ lines }: { lines: (string | null | undefined | false)[] }) => (
  <p className="review__text">
    {lines
      .filter((line): line is string => Boolean(line))
      .map((line, index) => (
        <span key={index}>{line}</span>
      ))}
  </p>
);

/** A labelled value, when there is one. */
function Fact({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) {
  if (!value) return null;
  return (
    <div className="review__fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Step 4, summary and confirmation: everything the order will say, read-only, each part with a
 * link back to its step, and the button that sends the order bindingly.
 */
export function ReviewAndConfirm({ cart }: { cart: Order }) {
  const t = useT();
  const tc = useCountT();
  const netDays = useInvoiceNetDays();
  const eur = useFormatEur();
  const translateText = useTranslateText();
  const formatWindow = useFormatWindow();
  const go = useGoToStep();
  const countries = useDeliveryCountries();
  const notify = useUiStore((state) => state.notify);
  const clearCart = useCartStore((state) => state.clearCart);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // Above the company's credit limit on invoice: the server's reason, and the buyer's two ways on.
  const [overCredit, setOverCredit] = useState(false);
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;

  const complete = useMutation({
    mutationFn: async ({ creditApproval = false, byCard = false }: { creditApproval?: boolean; byCard?: boolean }) => {
      if (byCard) await cartCalls.setPaymentMethod(cart.uuid, 'card');
      return cartCalls.complete(cart.uuid, creditApproval);
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
      const named = body?.code === 'UNAVAILABLE' || body?.code === 'VALIDATION' || body?.code === 'CREDIT_LIMIT';
      setProblem(named && body ? translateText(body.message) : t('checkout.general_error'));
      setOverCredit(body?.code === 'CREDIT_LIMIT');
      notify('error', t('checkout.failed'));
    },
  });

  // The page shows this step only for a complete form (furthestStep).
  const parsed = OrderFormSchema.safeParse(cart.form ?? {});
  if (!parsed.success) return null;
  const form = parsed.data;
  const shipping = form.isSeparateShipping ? form.shipping : undefined;
  const delivery = cart.delivery;
  const ownFreight = delivery?.own_freight;
  const payment = cart.paymentmethod?.name;

  return (
    <section className="checkout__form review" data-testid="review-and-confirm">
      <h2 className="review__heading">{t('checkout.review_title')}</h2>

      <ReviewSection title={t('checkout.review_products')} edit="cart" testId="review-products">
        <ul className="review__lines">
          {cart.items.map((item) => (
            <li key={item.id} className="review__line">
              <span>{t('checkout.review_line', { quantity: item.quantity, title: item.fullTitle })}</span>
              <span className="review__amount">{eur(item.price * item.quantity - item.discount)}</span>
            </li>
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection title={t('checkout.billing')} edit="order" testId="review-billing">
        <Lines
          lines={[
            form.type === 'company' ? form.company : null,
            form.name,
            form.streetAddress,
            form.addressAdditionalLine,
            `${form.postCode} ${form.city}`,
            countryName(form.country),
          ]}
        />
        <dl className="review__facts">
          <Fact label={t('checkout.field_vat')} value={form.type === 'company' ? form.vat : null} />
          <Fact label={t('checkout.field_phone')} value={form.phone} />
          <Fact label={t('checkout.field_email')} value={form.email} />
          <Fact label={t('checkout.field_additional_emails')} value={form.additionalEmails.join(', ')} />
          <Fact label={t('checkout.review_reference')} value={form.customer_reference} />
          <Fact label={t('checkout.review_cost_center')} value={form.cost_center} />
        </dl>
      </ReviewSection>

      <ReviewSection title={t('checkout.review_delivery')} edit="order" testId="review-delivery">
        <dl className="review__facts">
          <Fact label={t('checkout.delivery_method')} value={delivery ? t(`delivery.${delivery.type}`) : null} />
          <Fact
            label={t('checkout.delivery_window')}
            value={delivery?.type === 'timecap' && cart.delivery_window ? formatWindow(cart.delivery_window) : null}
            testId="review-window"
          />
          <Fact
            label={t('checkout.contract_number')}
            value={ownFreight && 'contractNumber' in ownFreight ? ownFreight.contractNumber : null}
          />
          <Fact
            label={t('checkout.carrier_name')}
            value={
              ownFreight && 'carrierName' in ownFreight ? `${ownFreight.carrierName}, ${ownFreight.carrierPhone}` : null
            }
          />
          <Fact
            label={t('checkout.shipping_address')}
            value={
              shipping
                ? [
                    shipping.name,
                    shipping.streetAddress,
                    `${shipping.postCode} ${shipping.city}`,
                    countryName(shipping.country),
                  ].join(', ')
                : t('checkout.same_as_billing')
            }
          />
          <Fact label={t('checkout.review_instructions')} value={cart.shipping_comment} testId="review-instructions" />
          <Fact
            label={t('checkout.site_contact')}
            value={cart.site_contact ? `${cart.site_contact.name}, ${cart.site_contact.phone}` : null}
            testId="review-site-contact"
          />
        </dl>
      </ReviewSection>

      <ReviewSection title={t('checkout.review_payment')} edit="pay" testId="review-payment">
        <dl className="review__facts">
          <Fact
            label={t('checkout.payment_method')}
            value={
              payment === 'invoice'
                ? tc('checkout.pay_invoice', netDays, { days: netDays })
                : payment === 'card'
                  ? t('checkout.pay_card')
                  : null
            }
          />
          <Fact label={t('checkout.review_comment')} value={cart.comment} />
        </dl>
      </ReviewSection>

      {problem ? (
        <p className="checkout__errors" role="alert" data-testid="checkout-problem">
          {problem}
        </p>
      ) : null}
      {overCredit ? (
        <div className="checkout__actions" data-testid="credit-limit-choice">
          <Button type="button" variant="secondary" onClick={() => complete.mutate({ byCard: true })}>
            {t('checkout.credit_pay_by_card')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => complete.mutate({ creditApproval: true })}>
            {t('checkout.credit_request_approval')}
          </Button>
        </div>
      ) : null}
      <p className="review__binding">{t('checkout.binding_note')}</p>
      <div className="checkout__actions">
        <Button type="button" variant="secondary" onClick={() => go('pay')}>
          {t('checkout.back')}
        </Button>
        <Button
          type="button"
          disabled={complete.isPending}
          onClick={() => complete.mutate({})}
          data-testid="confirm-order"
        >
          {complete.isPending ? t('checkout.sending') : t('checkout.confirm')}
        </Button>
      </div>
    </section>
  );
}
