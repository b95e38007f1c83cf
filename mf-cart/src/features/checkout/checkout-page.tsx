import { quickOrderPagePath, quoteRequestFragment, type Order } from '@shop/contracts';
import { cartQuery, isApiError, isPunchoutSession, track, useBreadcrumbs, useDocumentHead, useT } from '@shop/state';
import { Button, buttonClassName, ErrorMessage, HydrationGate, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePriceTiers } from '../../api/pricing';
import { CartDiscounts } from './cart-discounts';
import { CartLines } from './cart-lines';
import { shopToday } from '@shop/i18n';
import { furthestStep } from './checkout-steps';
import { DeliveryAndDetails, PayAndConfirm, ReviewAndConfirm, SharedBasket, ThankYou } from './later-steps';
import { OrderSummary } from './order-summary';
import { PunchoutTransfer } from './punchout-transfer';
import { ShareBasket } from './share-basket';
import { QuoteCartNote } from '../quote/quote-cart-note';
import { QuoteRequest } from '../quote/quote-request';
import { SaveAsList } from '../requisition-list/save-as-list';
import { StepList } from './step-list';
import { useCartViewed } from './use-cart-viewed';
import { useCheckoutTrail } from './use-checkout-trail';
import { useGoToStep, useShownStep } from './use-checkout-step-address';
import './checkout.css';

function EmptyCart() {
  const t = useT();
  const { hash } = useLocation();
  return (
    <section className="ui-container checkout__empty" data-testid="cart-empty">
      <h1>{t('checkout.empty_title')}</h1>
      <p>{t('checkout.empty_text')}</p>
      {hash === `#${quoteRequestFragment}` ? (
        // The header's "Request a quote" without a cart: a quote is asked for the cart's lines.
        <p data-testid="quote-request-needs-cart">
          {t('quote.empty_cart_intro')} <Link to="/contact">{t('quote.contact_link')}</Link>
        </p>
      ) : null}
      <Link to="/shop" className={buttonClassName('primary')}>
        {t('checkout.to_shop')}
      </Link>
      <Link to={quickOrderPagePath} data-testid="to-quick-order">
        {t('quick_order.link')}
      </Link>
    </section>
  );
}

/**
 * The steps of an open cart (SPEC §2): cart -> order (addresses, delivery, details) -> pay and
 * confirm -> summary and confirmation; the step is in the address (?step=…), so back, forward and
 * reload stay on it, and a step the cart cannot reach yet shows the furthest one it can.
 */
function CheckoutSteps({ order }: { order: Order }) {
  const t = useT();
  const furthest = useMemo(() => furthestStep(order, shopToday()), [order]);
  const step = useShownStep(furthest);
  const go = useGoToStep();
  // A new step starts at its top: Continue sits at the bottom of a long form, and the router keeps
  // the scroll position when only the query changes. (Not on the first step shown: a reload keeps its place.)
  const title = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else title.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  return (
    <div className="ui-container checkout" data-testid="checkout" data-remote="cart" data-step={step}>
      <h1 className="checkout__title" ref={title}>
        {t('checkout.title')}
      </h1>
      <StepList step={step} furthest={furthest} />
      <div className="checkout__layout">
        <div className="checkout__main">
          {step === 'cart' ? (
            <>
              {order.quote ? <QuoteCartNote quote={order.quote} /> : null}
              <CartLines cart={order} />
              <CartDiscounts cart={order} />
              <div className="checkout__actions">
                <Link to={quickOrderPagePath} className="checkout__quick-order" data-testid="to-quick-order">
                  {t('quick_order.link')}
                </Link>
                {isPunchoutSession() ? (
                  <PunchoutTransfer uuid={order.uuid} />
                ) : (
                  <Button
                    onClick={() => {
                      go('order');
                      void track('Checkout Began', { cart_id: order.uuid }, 30);
                    }}
                    data-testid="to-order-step"
                  >
                    {t('checkout.continue')}
                  </Button>
                )}
              </div>
              <SaveAsList cart={order} />
              <ShareBasket cart={order} />
              {order.quote ? null : <QuoteRequest cart={order} />}
            </>
          ) : null}
          <Suspense fallback={<Skeleton height={420} />}>
            {/* The step's code loads after the page's: its server-rendered form hydrates later too. */}
            <HydrationGate>
              {step === 'order' ? <DeliveryAndDetails cart={order} /> : null}
              {step === 'pay' ? <PayAndConfirm cart={order} /> : null}
              {step === 'summary' ? <ReviewAndConfirm cart={order} /> : null}
            </HydrationGate>
          </Suspense>
        </div>
        <OrderSummary cart={order} />
      </div>
    </div>
  );
}

/** /cart/{uuid} (CartPage of mf_cart/app): the cart's steps, a sent order's thank-you page, or a shared basket. */
export function CheckoutPage() {
  const t = useT();
  const { uuid = '' } = useParams();
  const knownUuid = /^[0-9a-f-]{36}$/i.test(uuid);
  const cart = useQuery({ ...cartQuery(uuid), enabled: knownUuid, retry: false });
  // Asked beside the cart and shown with it, so the tiers do not push the page down later.
  const tiers = usePriceTiers();
  // A sent order's address shows its confirmation (the thank-you page): the order's head, not the cart's.
  const sent = Boolean(cart.data?.order_number);
  useBreadcrumbs(useCheckoutTrail(uuid, cart.data?.order_number));
  useDocumentHead(
    t(sent ? 'head.order.title' : 'head.cart.title'),
    t(sent ? 'head.order.description' : 'head.cart.description'),
  );

  useCartViewed(cart.data);

  if (!knownUuid || (isApiError(cart.error) && cart.error.status === 404)) return <EmptyCart />;
  if (cart.isLoading || tiers.isPending) return <Skeleton height={420} />;
  if (cart.error || !cart.data) {
    return (
      <ErrorMessage
        message={t('checkout.load_failed')}
        retryLabel={t('checkout.retry')}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  const order = cart.data;
  if (order.order_number || order.shared) {
    return (
      <Suspense fallback={<Skeleton height={420} />}>
        <HydrationGate>
          {order.order_number ? <ThankYou order={order} /> : <SharedBasket basket={order} />}
        </HydrationGate>
      </Suspense>
    );
  }
  if (order.items.length === 0) return <EmptyCart />;

  return <CheckoutSteps order={order} />;
}

export default CheckoutPage;
