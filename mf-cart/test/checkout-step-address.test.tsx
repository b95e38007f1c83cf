import { firstBookableDay, type Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { shopToday } from '@shop/i18n';
import { useCheckoutStep } from '../src/stores/checkout-step';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const form = {
  vat: '1234567-8',
  company: 'Rakennus Oy',
  name: 'Anna Virtanen',
  phone: '+358401234567',
  email: 'anna@rakennus-oy.fi',
  additionalEmails: [],
  streetAddress: 'Teollisuuskatu 5',
  addressAdditionalLine: '',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company',
  isSeparateShipping: false,
};
const bookable = firstBookableDay(shopToday());
/** A cart its buyer has taken through every step: form, timed delivery, instructions, invoice. */
const readyCart: Order = {
  ...checkoutCart,
  form,
  delivery: { type: 'timecap', own_freight: null, problem: null },
  delivery_window: { date: bookable, from: '08:00', to: '10:00' },
  shipping_comment: 'Gate 3, unload by the site hut',
  site_contact: { name: 'Mikko Mäkinen', phone: '+358 40 765 4321' },
  paymentmethod: { name: 'invoice' },
  comment: 'Please call before',
};

/** The browser's back button: one step back in the history. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

const open = (address: string) => renderRoutes(address, { '/cart/:uuid': <CheckoutPage /> });
const location = () => screen.getByTestId('location').textContent;

function answers(cart: Order) {
  return mockFetch({
    [`/orders/by-id/${uuid}`]: cart,
    '/countries': [{ code: 'FI', name: 'Finland', euMember: true, vatRate: 25.5, phonePrefix: '+358' }],
    [`/orders/delivery-options/${uuid}`]: [],
    '/orders/payment-methods': [
      { name: 'invoice', termDays: 30 },
      { name: 'card', termDays: null },
    ],
    [`/orders/set-payment-method/${uuid}/invoice`]: { ...cart, paymentmethod: { name: 'invoice' } },
    [`/orders/set-comment/${uuid}`]: cart,
    '/orders/complete': {
      id: 5,
      uuid,
      order_number: 'NB-100001',
      order_status: 'confirmed',
      total_price: cart.total_price,
      total_delivery_price: cart.total_delivery_price,
      total_price_with_vat: cart.total_price_with_vat,
      paymentmethod: { name: 'invoice' },
    },
  });
}

describe('checkout steps in the address', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('opens the step the address names on a reload: the summary, read-only, with all the order says', async () => {
    answers(readyCart);
    open(`/cart/${uuid}?step=summary`);
    const review = await screen.findByTestId('review-and-confirm');
    expect(location()).toBe(`/cart/${uuid}?step=summary`);
    expect(within(review).getByTestId('review-products')).toHaveTextContent('4 × Doppelstabmattenzaun 6/5/6, 1830 mm');
    expect(within(review).getByTestId('review-billing')).toHaveTextContent('Rakennus Oy');
    expect(within(review).getByTestId('review-billing')).toHaveTextContent('00510 Helsinki');
    expect(within(review).getByTestId('review-delivery')).toHaveTextContent('Delivery in an agreed time window');
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${bookable}T00:00:00Z`),
    );
    expect(within(review).getByTestId('review-window')).toHaveTextContent(`${day}, 08:00 AM–10:00 AM`);
    expect(within(review).getByTestId('review-instructions')).toHaveTextContent('Gate 3, unload by the site hut');
    expect(within(review).getByTestId('review-site-contact')).toHaveTextContent('Mikko Mäkinen, +358 40 765 4321');
    expect(within(review).getByTestId('review-payment')).toHaveTextContent('Invoice, 30 days net');
    expect(within(review).getByTestId('review-payment')).toHaveTextContent('Please call before');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(useCheckoutStep.getState().step).toBe('summary');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Summary and confirmation');
  });

  it('links each part of the summary to its step; the browser’s back button returns to the summary', async () => {
    answers(readyCart);
    renderRoutes(`/cart/${uuid}?step=summary`, {
      '/cart/:uuid': (
        <>
          <CheckoutPage />
          <BackButton />
        </>
      ),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Change: Billing details' }));
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
    expect(location()).toBe(`/cart/${uuid}?step=order`);
    expect(screen.getByDisplayValue('Rakennus Oy')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByTestId('review-and-confirm')).toBeInTheDocument();
    expect(location()).toBe(`/cart/${uuid}?step=summary`);

    fireEvent.click(screen.getByRole('link', { name: 'Change: Payment and comment' }));
    expect(await screen.findByTestId('pay-and-confirm')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Change: Products' }));
    expect(await screen.findByTestId('to-order-step')).toBeInTheDocument();
    expect(location()).toBe(`/cart/${uuid}`);
  });

  it('walks cart -> order with Continue, and back to the cart with the browser’s back button', async () => {
    answers(checkoutCart);
    renderRoutes(`/cart/${uuid}`, {
      '/cart/:uuid': (
        <>
          <CheckoutPage />
          <BackButton />
        </>
      ),
    });
    fireEvent.click(await screen.findByTestId('to-order-step'));
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
    expect(location()).toBe(`/cart/${uuid}?step=order`);
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByTestId('to-order-step')).toBeInTheDocument();
    expect(location()).toBe(`/cart/${uuid}`);
  });

  it('brings each new step into view from its top, but not the step a reload opens', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    answers(checkoutCart);
    open(`/cart/${uuid}`);
    fireEvent.click(await screen.findByTestId('to-order-step'));
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('heading', { level: 1 }));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('falls back to the furthest step the cart can reach, correcting the address without a history entry', async () => {
    answers(checkoutCart);
    open(`/cart/${uuid}?step=summary`);
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/cart/${uuid}?step=order`));
    // The later steps are not links yet: the form is not complete.
    expect(screen.queryByTestId('step-pay')).not.toBeInTheDocument();
    expect(screen.getByTestId('step-cart')).toHaveAttribute('href', `/cart/${uuid}`);
  });

  it('stops at payment while no payment method is chosen', async () => {
    answers({ ...readyCart, paymentmethod: undefined });
    open(`/cart/${uuid}?step=summary`);
    expect(await screen.findByTestId('pay-and-confirm')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/cart/${uuid}?step=pay`));
    expect(screen.getByTestId('to-summary-step')).toBeDisabled();
  });

  it('sends the buyer back to the order step when the booked delivery day has come', async () => {
    answers({ ...readyCart, delivery_window: { date: shopToday(), from: '08:00', to: '10:00' } });
    open(`/cart/${uuid}?step=summary`);
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/cart/${uuid}?step=order`));
  });

  it('reads an unknown step as the cart', async () => {
    answers(readyCart);
    open(`/cart/${uuid}?step=shipping`);
    expect(await screen.findByTestId('to-order-step')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/cart/${uuid}`));
  });

  it('goes from payment to the summary, saving the comment, and sends the order only from the summary', async () => {
    const calls = answers(readyCart);
    open(`/cart/${uuid}?step=pay`);
    const comment = await screen.findByLabelText('Comment on the order (optional)');
    fireEvent.change(comment, { target: { value: 'Deliver to the back gate' } });
    expect(calls.some((c) => c.path === '/orders/complete')).toBe(false);
    fireEvent.click(screen.getByTestId('to-summary-step'));
    expect(await screen.findByTestId('review-and-confirm')).toBeInTheDocument();
    expect(location()).toBe(`/cart/${uuid}?step=summary`);
    const saved = calls.find((c) => c.path === `/orders/set-comment/${uuid}`);
    expect(JSON.parse(String(saved?.init?.body))).toEqual({ comment: 'Deliver to the back gate' });
    expect(calls.some((c) => c.path === '/orders/complete')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Place binding order' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/orders/complete')).toBe(true));
  });
});
