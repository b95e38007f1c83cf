import { useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

/** The cart page in a slot that can load it again on the same address, as a remote's slot does on a retry. */
function ReloadingSlot() {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <button onClick={() => setGeneration((n) => n + 1)}>reload slot</button>
      <Link to="/shop">to the shop</Link>
      <CheckoutPage key={generation} />
    </>
  );
}

const page = (route = `/cart/${uuid}`) =>
  renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<ReloadingSlot />} />
      <Route path="/shop" element={<Link to={`/cart/${uuid}`}>back to the cart</Link>} />
    </Routes>,
    { route },
  );

const cartViewed = (calls: { path: string; init?: RequestInit }[]) =>
  calls.filter((c) => c.path === '/analytics/events' && String(c.init?.body).includes('"Cart Viewed"')).length;

describe('"Cart Viewed"', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useConsentStore.setState({ consent: { functional: true, analytics: true } });
  });
  afterEach(() => useConsentStore.setState({ consent: null }));

  it('is sent once per cart visit: not again when the page mounts again or moves to a step and back', async () => {
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: checkoutCart,
      '/countries': [],
      [`/orders/delivery-options/${uuid}`]: [],
      '/analytics/events': { status: 202, body: { accepted: true } },
    });
    page();
    await screen.findByTestId('to-order-step');
    await waitFor(() => expect(cartViewed(calls)).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'reload slot' }));
    await screen.findByTestId('to-order-step');
    fireEvent.click(screen.getByRole('button', { name: 'reload slot' }));
    fireEvent.click(await screen.findByTestId('to-order-step'));
    await screen.findByTestId('order-form');
    fireEvent.click(screen.getByTestId('step-cart'));
    await screen.findByTestId('to-order-step');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartViewed(calls)).toBe(1);
  });

  it('is sent again when the buyer comes back to the cart from another page', async () => {
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: checkoutCart,
      '/analytics/events': { status: 202, body: { accepted: true } },
    });
    // Arriving by a link, as the other page is left by one (each arrival a history entry of its own).
    page('/shop');
    fireEvent.click(await screen.findByRole('link', { name: 'back to the cart' }));
    await screen.findByTestId('to-order-step');
    await waitFor(() => expect(cartViewed(calls)).toBe(1));
    fireEvent.click(screen.getByRole('link', { name: 'to the shop' }));
    fireEvent.click(await screen.findByRole('link', { name: 'back to the cart' }));
    await screen.findByTestId('to-order-step');
    await waitFor(() => expect(cartViewed(calls)).toBe(2));
  });
});
