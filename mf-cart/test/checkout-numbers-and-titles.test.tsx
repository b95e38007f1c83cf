import type { Locale } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const page = (locale: Locale = 'en') => {
  useLocaleStore.setState({ locale });
  return renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<CheckoutPage />} />
    </Routes>,
    { route: `/cart/${uuid}` },
  );
};

describe('checkout numbers, quantities and page titles', () => {
  it.each([
    ['de', 'MwSt. 25,5 %'],
    ['fi', 'ALV 25,5 %'],
    ['en', 'VAT 25.5%'],
  ] as const)('writes the VAT rate as %s writes percentages: %s', async (locale, text) => {
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, [`/orders/delivery-options/${uuid}`]: [] });
    page(locale);
    const summary = await screen.findByTestId('order-summary');
    expect(summary.textContent?.replace(/\u00a0/g, ' ')).toContain(text);
  });

  it('names the minimum order quantity at the quantity field when the server refuses a lower one', async () => {
    const refusal = 'Minimum order quantity: 20 pcs';
    mockFetch({
      [`/orders/by-id/${uuid}`]: cart,
      [`/orders/delivery-options/${uuid}`]: [],
      [`/orders/set-quantity/${uuid}/1`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'CART_REFUSED',
          message: refusal,
          issues: [{ field: 'amount', reason: refusal }],
        },
      },
    });
    page();
    const field = await screen.findByTestId('line-quantity');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    expect(await screen.findByTestId('line-quantity-refused')).toHaveTextContent(refusal);
    expect(field).toHaveValue('4');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('titles the page as the cart, and as the order once it is sent', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, [`/orders/delivery-options/${uuid}`]: [] });
    const { unmount } = page('de');
    await waitFor(() => expect(document.title).toBe('Warenkorb | Nordbau'));
    unmount();
    mockFetch({ [`/orders/by-id/${uuid}`]: { ...cart, order_status: 'confirmed', order_number: 'NB-100001' } });
    page('en');
    await waitFor(() => expect(document.title).toBe('Your order | Nordbau'));
  });
});
