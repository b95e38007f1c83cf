import { useAuthStore, useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch, pageWithEmbeddedAnswers } from '@shop/state/testing';
import { accountUser } from './helpers/account';
import { renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const cart = {
  ...checkoutCart,
  breakdown: {
    goods: 9_800,
    discounts: { order_line: 0, volume: 0, whole_order: 0, personal: null },
    freight: 4_900,
    packaging: 1_500,
    vat: { kind: 'domestic', rate_percent: 25.5 },
  },
};

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<CheckoutPage />} />
    </Routes>,
    { route: `/cart/${uuid}` },
  );

describe('CheckoutPage', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
  });

  it('shows the lines and the server’s totals, and moves on to delivery and details', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, '/countries': [], [`/orders/delivery-options/${uuid}`]: [] });
    page();
    expect(await screen.findByText('Doppelstabmattenzaun 6/5/6, 1830 mm')).toBeInTheDocument();
    expect(screen.getByTestId('line-quantity')).toHaveValue('4');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€203.31');
    expect(screen.getByTestId('order-summary')).toHaveTextContent('VAT 25.5%');
    fireEvent.click(screen.getByTestId('to-order-step'));
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
  });

  it('renders the cart embedded in the page in its first render and does not ask for it again on mount', async () => {
    const calls = mockFetch({ '/countries': [], [`/orders/delivery-options/${uuid}`]: [] });
    pageWithEmbeddedAnswers('en', {
      [`/orders/by-id/${uuid}`]: cart,
      '/orders/price-tiers': { volume: [], whole_order: [], personal: [] },
    });
    try {
      page();
      expect(screen.getByText('Doppelstabmattenzaun 6/5/6, 1830 mm')).toBeInTheDocument();
      expect(screen.getByTestId('order-total')).toHaveTextContent('€203.31');
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(calls.map((call) => call.path)).not.toContainEqual(
        expect.stringMatching(/^\/orders\/(by-id|price-tiers)/),
      );
    } finally {
      pageWithEmbeddedAnswers('en', {});
    }
  });

  it('follows the delivery method being picked with the server’s prices for it, before Continue', async () => {
    const priced = (type: string, delivery: number, total: number) => ({
      type,
      available: true,
      problem: null,
      delivery_price: delivery,
      total_price_with_vat: total,
    });
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: cart,
      '/countries': [],
      [`/orders/delivery-options/${uuid}`]: [
        priced('product_freight', 6_400, 20_331),
        priced('own_freight', 1_500, 14_182),
      ],
    });
    page();
    fireEvent.click(await screen.findByTestId('to-order-step'));
    fireEvent.click(await screen.findByLabelText(/Own freight/));
    const summary = screen.getByTestId('order-summary');
    expect(await within(summary).findByText('€141.82')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Delivery costs€15.00');
    expect(summary).toHaveTextContent('Total excl. VAT€113.00');
    expect(summary).toHaveTextContent('VAT 25.5%€28.82');
    expect(calls.some((call) => call.path.startsWith('/orders/set-'))).toBe(false);
  });

  it('says the cart is empty for a cart that does not exist', async () => {
    mockFetch({});
    page();
    expect(await screen.findByText('The cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some goods first')).toBeInTheDocument();
  });

  it('names each missing field before anything is sent', async () => {
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: cart,
      '/countries': [],
      [`/orders/delivery-options/${uuid}`]: [],
    });
    page();
    fireEvent.click(await screen.findByTestId('to-order-step'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(await screen.findByText('Give VAT ID in format 1234567-8')).toBeInTheDocument();
    expect(screen.getByText('Enter a five-digit postal code')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/orders/set-form'))).toBe(false);
  });

  it('fills the billing details from a logged-in buyer’s account', async () => {
    useAuthStore.setState({ loggedIn: true });
    useConsentStore.setState({ consent: { functional: true, analytics: false } });
    mockFetch({
      [`/orders/by-id/${uuid}`]: cart,
      '/countries': [],
      [`/orders/delivery-options/${uuid}`]: [],
      '/users/current': accountUser,
    });
    page();
    fireEvent.click(await screen.findByTestId('to-order-step'));
    fireEvent.click(await screen.findByTestId('fill-from-account'));
    expect(screen.getByDisplayValue('Rakennus Oy')).toBeInTheDocument();
    expect(screen.getByDisplayValue('00510')).toBeInTheDocument();
    act(() => useAuthStore.setState({ loggedIn: false }));
  });

  it('thanks for a sent order with its number and confirmation PDF', async () => {
    mockFetch({
      [`/orders/by-id/${uuid}`]: {
        ...cart,
        order_status: 'confirmed',
        order_number: 'NB-100001',
        form: { email: 'anna@rakennus-oy.fi' },
      },
    });
    page();
    expect(await screen.findByText('Thank you for your order')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('Order number NB-100001');
    expect(screen.getByRole('link', { name: 'Order confirmation (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/confirmation-pdf/${uuid}?lang=en`,
    );
  });

  it('shows a shared basket’s lines without changing it, and takes it into a cart of the opener’s own', async () => {
    const copy = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: { ...cart, id: null, shared: true },
      [`/orders/rebuy/${uuid}`]: { ...cart, uuid: copy },
      [`/orders/by-id/${copy}`]: { ...cart, uuid: copy },
      '/countries': [],
    });
    page();
    expect(await screen.findByText('A basket shared with you')).toBeInTheDocument();
    expect(screen.getByTestId('shared-line')).toHaveTextContent('Doppelstabmattenzaun 6/5/6, 1830 mm');
    expect(screen.queryByTestId('line-quantity')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('take-shared'));
    expect(await screen.findByTestId('line-quantity')).toHaveValue('4');
    expect(calls.find((c) => c.path === `/orders/rebuy/${uuid}`)?.init?.method).toBe('POST');
  });

  it('shares the basket as a link to a copy, never to the cart itself', async () => {
    const copy = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: cart,
      [`/orders/share/${uuid}`]: { ...cart, id: null, uuid: copy, shared: true },
    });
    page();
    fireEvent.click(await screen.findByTestId('share-link-create'));
    expect(await screen.findByDisplayValue(`${window.location.origin}/cart/${copy}`)).toBeInTheDocument();
    expect(calls.find((c) => c.path === `/orders/share/${uuid}`)?.init?.method).toBe('POST');
  });
});

describe('CheckoutPage of a punch-out session', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, '/countries': [] });
  });
  afterEach(() => {
    document.cookie = 'punchout=; path=/; max-age=0';
  });

  it('offers "Transfer to purchasing system" instead of the checkout: a form posting the cart uuid', async () => {
    document.cookie = 'punchout=oci; path=/';
    page();
    const transfer = await screen.findByTestId('punchout-transfer');
    expect(transfer).toHaveTextContent('Transfer to purchasing system');
    expect(screen.queryByTestId('to-order-step')).toBeNull();
    const form = transfer.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/orders/punchout/transfer');
    expect(new FormData(form).get('uuid')).toBe(uuid);
  });

  it('keeps the checkout for any other session', async () => {
    page();
    expect(await screen.findByTestId('to-order-step')).toBeInTheDocument();
    expect(screen.queryByTestId('punchout-transfer')).toBeNull();
  });
});
