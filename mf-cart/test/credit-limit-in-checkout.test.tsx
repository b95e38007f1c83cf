import type { Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch, refusalAnswer, type RecordedCall } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ReviewAndConfirm } from '../src/features/checkout/review-and-confirm';
import { cartUuid as uuid, checkoutCart, finnishCompany } from './helpers/orders';

const cart: Order = {
  ...checkoutCart,
  paymentmethod: { name: 'invoice' },
  form: {
    ...finnishCompany,
    country: 'FI',
    customer_reference: 'PO-2026-118',
    cost_center: 'Työmaa 12',
  },
};
const overLimit = refusalAnswer(
  409,
  'CREDIT_LIMIT',
  'This order would take your company over its credit limit of €1,000.00. ' +
    'Pay it by card, or send it to us for approval.',
  [{ field: 'paymentmethod', reason: 'checkout.credit_limit_exceeded' }],
);
const sent = {
  id: 12,
  uuid,
  order_number: 'NB-100012',
  order_status: 'awaiting_approval',
  total_price: 9_800,
  total_delivery_price: 0,
  total_price_with_vat: 12_299,
  paymentmethod: { name: 'invoice' },
};
const bodies = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => JSON.parse(String(c.init?.body)) as unknown);

describe("an order on invoice above the company's credit limit at the summary step", () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says why and sends it for the shop’s approval when the buyer chooses so', async () => {
    mockFetch({ '/orders/complete': overLimit, '/countries': [] });
    renderWithProviders(<ReviewAndConfirm cart={cart} />, { route: `/cart/${uuid}?step=summary` });
    expect(await screen.findByText('Cost centre')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-order'));
    expect((await screen.findByTestId('checkout-problem')).textContent).toContain('credit limit of €1,000.00');
    const calls = mockFetch({ '/orders/complete': sent, [`/orders/by-id/${uuid}`]: cart, '/countries': [] });
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(bodies(calls, '/orders/complete')).toEqual([{ uuid, credit_approval: true }]));
  });

  it('pays by card instead: the method changes to card before the order is sent', async () => {
    mockFetch({ '/orders/complete': overLimit, '/countries': [] });
    renderWithProviders(<ReviewAndConfirm cart={cart} />, { route: `/cart/${uuid}?step=summary` });
    fireEvent.click(await screen.findByTestId('confirm-order'));
    await screen.findByTestId('credit-limit-choice');
    const calls = mockFetch({
      [`/orders/set-payment-method/${uuid}/card`]: { ...cart, paymentmethod: { name: 'card' } },
      '/orders/complete': { ...sent, order_status: 'confirmed', paymentmethod: { name: 'card' } },
      '/countries': [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card instead' }));
    await waitFor(() => expect(bodies(calls, '/orders/complete')).toEqual([{ uuid }]));
    expect(calls.map((c) => c.path).slice(0, 2)).toEqual([
      `/orders/set-payment-method/${uuid}/card`,
      '/orders/complete',
    ]);
  });
});
