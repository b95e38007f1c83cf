import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const order = {
  ...checkoutCart,
  order_status: 'confirmed',
  order_number: 'NB-100001',
  paymentmethod: { name: 'card' },
  form: { email: 'anna@rakennus-oy.fi' },
};
const expired = {
  provider: 'stripe',
  id: 'cs_test_1',
  status: 'declined',
  url: 'https://checkout.stripe.test/c/pay/cs_test_1',
};

const page = (route = `/cart/${uuid}`) =>
  renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<CheckoutPage />} />
    </Routes>,
    { route },
  );

describe('a card order whose payment failed', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('shows payment failed with pay again when the buyer opens the order after its payment expired', async () => {
    // An abandoned payment the provider reported expired.
    // The webhook recorded it; the buyer did not come back from the provider (no ?payment=return).
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: { ...order, order_status: 'payment_failed', payment: expired },
      // Answered without a payment address, so the test stays on the page.
      [`/orders/pay/${uuid}`]: { ...order, order_status: 'confirmed' },
    });
    page();
    expect(await screen.findByTestId('payment-declined')).toHaveTextContent('The payment did not go through');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/orders/pay/${uuid}` && c.init?.method === 'POST')).toBe(true),
    );
    expect(calls.some((c) => c.path.startsWith('/orders/confirmed-by-id'))).toBe(false);
  });

  it('tells the buyer of a declined card order it waits for payment: no confirmation on its way, no PDF', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: { ...order, order_status: 'payment_failed', payment: expired } });
    page();
    await screen.findByTestId('payment-declined');
    expect(screen.getByTestId('awaiting-payment')).toHaveTextContent(
      'Your order waits for its payment: the confirmation goes to anna@rakennus-oy.fi once it is paid.',
    );
    expect(screen.queryByText(/The confirmation is on its way/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order confirmation (PDF)' })).not.toBeInTheDocument();
  });

  it('shows a paid card order as paid, without pay again', async () => {
    mockFetch({
      [`/orders/by-id/${uuid}`]: { ...order, order_status: 'paid', payment: { ...expired, status: 'paid' } },
    });
    page();
    expect(await screen.findByTestId('payment-paid')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-declined')).not.toBeInTheDocument();
    expect(screen.getByText('The confirmation is on its way to anna@rakennus-oy.fi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order confirmation (PDF)' })).toBeInTheDocument();
    // The order under the cart it came from; "Cart" leads to the buyer's cart now, not back to the order.
    expect(useUiStore.getState().breadcrumbs).toEqual([
      { label: 'Cart and checkout', href: '/cart/new' },
      { label: 'Order number NB-100001', href: `/cart/${uuid}` },
    ]);
  });
});
