import type { Order, PriceTiers } from '@shop/contracts';
import { useAuthStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const tiers: PriceTiers = {
  volume: [
    { min_quantity: 50, percent: 3 },
    { min_quantity: 200, percent: 5 },
  ],
  whole_order: [
    { min_goods: 500_000, percent: 2 },
    { min_goods: 1_000_000, percent: 3 },
  ],
  personal: [
    { discount_percent: 6, start_date: null, end_date: '2026-12-31', threshold: 800_000 },
    { discount_percent: 4, start_date: null, end_date: null, threshold: 0 },
  ],
};

/** 188 pieces at 30 EUR with 3 % volume discount: 5,470.80 EUR of goods, the 2 % tier, the 4 % personal discount. */
const cart: Order = {
  ...checkoutCart,
  user_id: 7,
  items: [{ ...checkoutCart.items[0]!, quantity: 188, price: 3_000, discount: 16_920 }],
  breakdown: {
    goods: 564_000,
    discounts: {
      order_line: 0,
      volume: 16_920,
      whole_order: 10_942,
      personal: { cents: 21_443, percent: 4, end_date: null },
    },
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

describe('tiers and personal discounts in the cart', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useAuthStore.setState({ loggedIn: true });
  });

  it('says which volume tier a line reached and how many pieces the next needs', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, '/orders/price-tiers': tiers });
    page();
    expect(await screen.findByTestId('line-tier')).toHaveTextContent(
      'Volume discount 3% included · 12 more pcs for 5%',
    );
  });

  it('offers no volume tier on a line at its company’s contract price, and says the price is theirs', async () => {
    const contract: Order = {
      ...cart,
      items: [{ ...cart.items[0]!, discount: 0, price_source: 'contract' }],
    };
    mockFetch({ [`/orders/by-id/${uuid}`]: contract, '/orders/price-tiers': tiers });
    page();
    await screen.findByTestId('cart-line');
    expect(screen.queryByTestId('line-tier')).toBeNull();
    expect(screen.getByTestId('line-contract-price')).toHaveTextContent('Your contract price');
  });

  it('names no contract price on a line at the catalogue’s price', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, '/orders/price-tiers': tiers });
    page();
    await screen.findByTestId('line-tier');
    expect(screen.queryByTestId('line-contract-price')).toBeNull();
  });

  it('marks the order-value tier the goods reach, what the next needs, and the personal discount applied', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: cart, '/orders/price-tiers': tiers });
    page();
    const box = await screen.findByTestId('cart-discounts');
    const reached = within(box)
      .getAllByTestId('cart-order-tier')
      .filter((li) => li.getAttribute('aria-current') === 'true');
    expect(reached.map((li) => li.textContent)).toEqual(['from €5,000.00 order value: 2%reached']);
    // 10,000.00 - 5,470.80 of goods after the line discounts.
    expect(within(box).getByTestId('cart-next-tier')).toHaveTextContent('€4,529.20 more order value for 3%');
    const personal = within(box).getAllByTestId('cart-personal-discount');
    expect(personal.map((li) => li.textContent)).toEqual([
      '6% on orders from €8,000.00, until Dec 31, 2026',
      '4% on every order, no end datereached',
    ]);
    expect(personal[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows no personal discount applying when the server applied none', async () => {
    mockFetch({
      [`/orders/by-id/${uuid}`]: {
        ...cart,
        breakdown: { ...cart.breakdown!, discounts: { ...cart.breakdown!.discounts, personal: null } },
      },
      '/orders/price-tiers': tiers,
    });
    page();
    const box = await screen.findByTestId('cart-discounts');
    expect(
      within(box)
        .getAllByTestId('cart-personal-discount')
        .some((li) => li.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it('shows the cart without them when the tiers cannot be read', async () => {
    const calls = mockFetch({
      [`/orders/by-id/${uuid}`]: cart,
      '/orders/price-tiers': { status: 503, body: { message: 'down' } },
    });
    page();
    expect(await screen.findByTestId('cart-lines')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-discounts')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/orders/price-tiers')).toHaveLength(1);
  });
});
