import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<CheckoutPage />} />
    </Routes>,
    { route: `/cart/${uuid}` },
  );

describe('the cart of a punch-out session', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    mockFetch({ [`/orders/by-id/${uuid}`]: checkoutCart, '/countries': [] });
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
