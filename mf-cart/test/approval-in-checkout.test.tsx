import type { Order, WorkSite } from '@shop/contracts';
import { useAuthStore, useLocaleStore } from '@shop/state';
import { mockFetch, type RecordedCall } from '@shop/state/testing';
import { LocationProbe, renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { DeliveryAndDetails } from '../src/features/checkout/delivery-and-details';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const waiting = {
  ...checkoutCart,
  order_status: 'awaiting_approval',
  order_number: 'NB-100012',
  isProcessed: false,
  paymentmethod: { name: 'card' },
  form: { email: 'mikko@virtanen.fi' },
  company: { id: 'c-virtanen', name: 'Rakennusliike Virtanen Oy', placed_by: { userid: 3, name: 'Mikko Laine' } },
  approval: {
    status: 'pending',
    limit: 50_000,
    approvers: ['Anna Virtanen', 'Klaus Berg'],
    requested_at: '2026-11-26T09:00:00.000Z',
  },
} as Order;
const decided = (status: 'approved' | 'rejected', comment: string): Order => ({
  ...waiting,
  order_status: status === 'approved' ? 'confirmed' : 'cancelled',
  approval: {
    ...waiting.approval!,
    status,
    decided_by: { userid: 1, name: 'Anna Virtanen' },
    decided_at: '2026-11-26T10:00:00.000Z',
    comment,
  },
});

const thankYouPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<CheckoutPage />} />
    </Routes>,
    { route: `/cart/${uuid}` },
  );

describe('a company order above the buyer’s limit on its thank-you page', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('waits for the named admins: no confirmation promised, no PDF, nothing to pay yet', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: waiting });
    thankYouPage();
    const notice = await screen.findByTestId('approval-notice');
    expect(notice.textContent).toContain('Waiting for approval by Anna Virtanen, Klaus Berg');
    expect(notice.textContent).toContain('Nothing is sent to the suppliers until it is approved');
    expect(screen.queryByText(/The confirmation is on its way/)).toBeNull();
    expect(screen.queryByText('Order confirmation (PDF)')).toBeNull();
    expect(screen.queryByTestId('approval-pay')).toBeNull();
  });

  it("says an order above the company's credit limit waits for the shop's approval", async () => {
    const { approval: _admins, ...onInvoice } = waiting;
    mockFetch({
      [`/orders/by-id/${uuid}`]: {
        ...onInvoice,
        paymentmethod: { name: 'invoice' },
        credit_approval: {
          status: 'pending',
          limit: 100_000,
          open_balance: 99_000,
          requested_at: '2026-11-26T09:00:00.000Z',
        },
      },
    });
    thankYouPage();
    expect((await screen.findByTestId('credit-approval-notice')).textContent).toBe(
      "Your order is above your company's credit limit and waits for our approval. We confirm it once it is approved.",
    );
    expect(screen.queryByTestId('approval-notice')).toBeNull();
    expect(screen.queryByText(/The confirmation is on its way/)).toBeNull();
  });

  it('rejected: says by whom with the comment, in the page’s language (Finnish)', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({ [`/orders/by-id/${uuid}`]: decided('rejected', 'Jaa kahteen tilaukseen') });
    thankYouPage();
    const notice = await screen.findByTestId('approval-notice');
    expect(notice.dataset.status).toBe('rejected');
    expect(notice.textContent).toContain('Hylännyt Anna Virtanen');
    expect(notice.textContent).toContain('Kommentti: Jaa kahteen tilaukseen');
    expect(screen.queryByText('Tilausvahvistus (PDF)')).toBeNull();
  });

  it('approved card order: the buyer pays it now (POST /orders/pay) and is sent to the payment page', async () => {
    // A payment page in the same document (a hash change), so jsdom can follow it and tell where it went.
    const paymentPage = '#test-payment-p1';
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: decided('approved', ''),
      [`/orders/pay/${uuid}`]: {
        ...decided('approved', ''),
        payment: { provider: 'test', id: 'p1', status: 'pending', url: paymentPage },
      },
    });
    thankYouPage();
    fireEvent.click(await screen.findByTestId('approval-pay'));
    await waitFor(() => expect(window.location.hash).toBe(paymentPage));
    expect(calls.some((call: RecordedCall) => call.path === `/orders/pay/${uuid}`)).toBe(true);
  });
});

const site: WorkSite = {
  site_id: 's1',
  name: 'Pasila, Block C',
  street: 'Ratapihantie 11',
  additional_line: 'Gate 3',
  postcode: '00520',
  city: 'Helsinki',
  country: 'FI',
  contact_name: 'Jari Nieminen',
  contact_phone: '+358 40 765 4321',
};

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

describe('a company buyer chooses a saved work site in the order form', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));
  afterEach(() => act(() => useAuthStore.setState({ loggedIn: false })));

  const step = () =>
    renderWithProviders(
      <>
        <DeliveryAndDetails cart={{ ...checkoutCart, items: [] }} />
        <LocationProbe />
      </>,
      { route: `/cart/${uuid}?step=order` },
    );

  it('fills the delivery address and the site contact from the site', async () => {
    useAuthStore.setState({ loggedIn: true });
    mockFetch({ '/users/company/work-sites': [site], [`/orders/delivery-options/${uuid}`]: [] });
    step();
    fireEvent.change(await screen.findByLabelText('Deliver to a work site of your company'), {
      target: { value: 's1' },
    });
    await waitFor(() => expect(field('shipping.streetAddress').value).toBe('Ratapihantie 11, Gate 3'));
    expect(screen.getByTestId('separate-shipping')).toBeChecked();
    expect(field('shipping.name').value).toBe('Pasila, Block C');
    expect([field('shipping.postCode').value, field('shipping.city').value, field('shipping.country').value]).toEqual([
      '00520',
      'Helsinki',
      'FI',
    ]);
    expect([field('siteContact.name').value, field('siteContact.phone').value]).toEqual([
      'Jari Nieminen',
      '+358 40 765 4321',
    ]);
  });

  it('offers nothing to a private buyer (the company call refuses) or a guest (not asked)', async () => {
    useAuthStore.setState({ loggedIn: true });
    mockFetch({
      '/users/company/work-sites': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
      [`/orders/delivery-options/${uuid}`]: [],
    });
    const { unmount } = step();
    await screen.findByTestId('order-form');
    await waitFor(() => expect(screen.queryByTestId('work-site-picker')).toBeNull());
    unmount();
    act(() => useAuthStore.setState({ loggedIn: false }));
    const calls = mockFetch({ [`/orders/delivery-options/${uuid}`]: [] });
    step();
    await screen.findByTestId('order-form');
    expect(calls.some((call) => call.path === '/users/company/work-sites')).toBe(false);
  });
});
