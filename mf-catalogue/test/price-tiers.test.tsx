import { callPathOf, type PricePreview, type PriceTiers } from '@shop/contracts';
import { useAuthStore, useCartStore, useLocaleStore } from '@shop/state';
import { pageWithEmbeddedAnswers } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VariantPage } from '../src/features/variant-page/variant-page';
import { ProductPage } from '../src/features/product-page/product-page';
import { variantDetailFixture, variantFixture } from './catalogue-fixtures';

const tiers: PriceTiers = {
  volume: [
    { min_quantity: 50, percent: 3 },
    { min_quantity: 200, percent: 5 },
  ],
  whole_order: [{ min_goods: 1_000_000, percent: 3 }],
  personal: [{ discount_percent: 4, start_date: null, end_date: '2026-12-31', threshold: 100_000 }],
};

const preview = (quantity: number, over: Partial<PricePreview> = {}): PricePreview => ({
  variant_id: 7,
  quantity,
  unit_price: 1_000,
  source: 'list',
  discount: { kind: null, percent: 0, cents: 0 },
  net: quantity * 1_000,
  vat: { kind: 'domestic', rate_percent: 25.5, cents: Math.round(quantity * 255) },
  gross: quantity * 1_000 + Math.round(quantity * 255),
  next_tier: null,
  personal: null,
  ...over,
});

/**
 * The gateway for these pages: the variant, the tiers, and previews answered per quantity; a
 * preview answer can be held back to see the page while it is on the way.
 */
function fakeShop(previews: Record<number, PricePreview>, variant: Parameters<typeof variantDetailFixture>[1] = {}) {
  const held = new Map<number, () => void>();
  const holding = new Set<number>();
  const asked: string[] = [];
  const answer = (body: unknown, status = 200) =>
    ({ ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = callPathOf(url) ?? url;
    asked.push(path);
    if (path === '/orders/price-tiers') return answer(tiers);
    if (path.startsWith('/orders/price-preview?')) {
      const quantity = Number(new URLSearchParams(path.split('?')[1]).get('quantity'));
      if (holding.has(quantity)) await new Promise<void>((resolve) => held.set(quantity, resolve));
      return previews[quantity] ? answer(previews[quantity]) : answer({ message: 'nope' }, 400);
    }
    if (path === '/productVariant/7')
      return answer(variantDetailFixture(7, { sale_price: 1_000, min_order: 48, ...variant }));
    if (path.startsWith('/productVariant/by-product/'))
      return answer({ variants: [variantFixture(7, { min_order: 48 })], count: 1 });
    if (path.startsWith('/product/parent-sets/')) return answer([]);
    return answer({ message: 'not here' }, 404);
  }) as typeof fetch;
  return {
    asked,
    hold: (quantity: number) => holding.add(quantity),
    release: (quantity: number) => held.get(quantity)?.(),
  };
}

const renderVariant = () =>
  renderWithProviders(
    <Routes>
      <Route path="/variant/:id" element={<VariantPage />} />
    </Routes>,
    { route: '/variant/7' },
  );

describe('volume tiers and the price for the chosen quantity', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useAuthStore.setState({ loggedIn: false });
  });

  it('lists the server’s tiers and prices the minimum quantity: what the next tier needs, VAT included', async () => {
    fakeShop({ 48: preview(48, { next_tier: { min_quantity: 50, percent: 3, missing: 2 } }) });
    renderVariant();
    const list = await screen.findByTestId('price-tiers');
    expect(
      within(list)
        .getAllByTestId('volume-tier')
        .map((li) => li.textContent),
    ).toEqual(['from 50 pcs: 3%', 'from 200 pcs: 5%']);
    expect(within(list).getByTestId('order-tier')).toHaveTextContent('from €10,000.00 order value: 3%');
    const price = screen.getByTestId('quantity-price');
    await waitFor(() => expect(price).toHaveAttribute('data-state', 'current'));
    expect(screen.getByTestId('quantity-price-net')).toHaveTextContent('€480.00');
    expect(price).toHaveTextContent('€602.40 incl. VAT (25.5%)');
    expect(screen.getByTestId('quantity-price-next')).toHaveTextContent('2 more pcs for 3%');
    expect(within(list).queryByText('reached')).not.toBeInTheDocument();
  });

  it('offers a variant out of stock no quantity, price or tiers: a disabled button, a similar one to ask', async () => {
    const shop = fakeShop(
      { 48: preview(48, { next_tier: { min_quantity: 50, percent: 3, missing: 2 } }) },
      { availability: 'out_of_stock' },
    );
    renderVariant();
    expect(await screen.findByTestId('request-similar')).toBeInTheDocument();
    expect(screen.getByText('Add to cart', { selector: 'button' })).toBeDisabled();
    expect(screen.queryByTestId('quantity')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quantity-price')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-tiers')).not.toBeInTheDocument();
    expect(shop.asked.filter((path) => path.startsWith('/orders/price-preview'))).toEqual([]);
  });

  it('says a price is the buyer’s company’s contract price, priced by the server', async () => {
    useAuthStore.setState({ loggedIn: true });
    fakeShop({ 48: preview(48, { unit_price: 800, source: 'contract', net: 38_400, gross: 48_192 }) });
    renderVariant();
    await waitFor(() => expect(screen.getByTestId('quantity-price')).toHaveAttribute('data-state', 'current'));
    expect(screen.getByTestId('quantity-price-net')).toHaveTextContent('€384.00');
    expect(screen.getByTestId('quantity-price-tier')).toHaveTextContent('Your contract price');
  });

  it('marks the last figure pending while the new quantity is asked for, then the server’s, tier marked', async () => {
    const shop = fakeShop({
      48: preview(48, { next_tier: { min_quantity: 50, percent: 3, missing: 2 } }),
      49: preview(49, { next_tier: { min_quantity: 50, percent: 3, missing: 1 } }),
      50: preview(50, {
        discount: { kind: 'volume', percent: 3, cents: 1_500 },
        net: 48_500,
        gross: 60_868,
        next_tier: { min_quantity: 200, percent: 5, missing: 150 },
      }),
    });
    renderVariant();
    await waitFor(() => expect(screen.getByTestId('quantity-price')).toHaveAttribute('data-state', 'current'));
    shop.hold(50);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const price = screen.getByTestId('quantity-price');
    // Two quick steps ask once, for the quantity they end at; meanwhile 48's figure is not shown as 50's.
    expect(price).toHaveAttribute('data-state', 'pending');
    expect(price).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('quantity-price-tier')).toHaveTextContent('Updating the price…');
    expect(screen.getByTestId('quantity-price-net')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(shop.asked).toContain('/orders/price-preview?variantId=7&quantity=50'));
    expect(price).toHaveAttribute('data-state', 'pending');
    act(() => shop.release(50));
    await waitFor(() => expect(price).toHaveAttribute('data-state', 'current'));
    expect(shop.asked.filter((path) => path.includes('quantity=49'))).toEqual([]);
    expect(screen.getByTestId('quantity-price-net')).toHaveTextContent('€485.00');
    expect(screen.getByTestId('quantity-price-tier')).toHaveTextContent('Volume discount 3% included');
    expect(screen.getByTestId('quantity-price-next')).toHaveTextContent('150 more pcs for 5%');
    const reached = screen.getAllByTestId('volume-tier').find((li) => li.getAttribute('aria-current') === 'true');
    expect(reached).toHaveTextContent('from 50 pcs: 3%reached');
  });

  it('shows a logged-in buyer’s personal discounts with their end dates, the reached one marked', async () => {
    useAuthStore.setState({ loggedIn: true });
    useLocaleStore.setState({ locale: 'de' });
    fakeShop({ 48: preview(48, { personal: tiers.personal[0]! }) });
    renderVariant();
    const row = await screen.findByTestId('personal-discount');
    expect(row).toHaveTextContent('4 % auf Bestellungen ab 1.000,00 €, gültig bis 31.12.2026');
    await waitFor(() => expect(row).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByTestId('quantity-price-personal')).toHaveTextContent(
      'Ihr persönlicher Rabatt von 4 % gilt für diese Bestellung, gültig bis 31.12.2026',
    );
  });

  it('says the price could not be calculated instead of showing a figure for another quantity', async () => {
    fakeShop({});
    renderVariant();
    const price = await screen.findByTestId('quantity-price');
    await waitFor(() => expect(price).toHaveAttribute('data-state', 'error'));
    expect(screen.getByTestId('quantity-price-tier')).toHaveTextContent('The price could not be calculated.');
  });

  it('lists the tiers above the product’s variants and prices each row’s quantity', async () => {
    fakeShop({ 48: preview(48) });
    renderWithProviders(
      <Routes>
        <Route path="/products/:slug" element={<ProductPage />} />
      </Routes>,
      { route: '/products/mobile-fence-panel' },
    );
    expect(await screen.findByTestId('price-tiers')).toHaveTextContent('Volume discounts');
    const row = screen.getByTestId('variant-row');
    await waitFor(() => expect(within(row).getByTestId('quantity-price')).toHaveAttribute('data-state', 'current'));
    expect(within(row).getByTestId('quantity-price-net')).toHaveTextContent('€480.00');
  });
});

describe('the price previews the gateway embedded in the page', () => {
  const cart = '0b6f2c1e-6a4d-4c0e-9a53-0d5b8f7a2e11';
  const embedded = (previews: Record<string, PricePreview>) =>
    pageWithEmbeddedAnswers('en', {
      '/productVariant/7': variantDetailFixture(7, { sale_price: 1_000, min_order: 48 }),
      '/product/parent-sets/7': [],
      '/orders/price-tiers': tiers,
      ...previews,
    });

  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useAuthStore.setState({ loggedIn: false });
    useCartStore.setState({ cartUuid: cart });
  });
  afterEach(() => {
    pageWithEmbeddedAnswers('en', {});
    useCartStore.setState({ cartUuid: null });
  });

  it('start a row from the answer for its first quantity and the buyer’s cart: none asked until it moves', async () => {
    const shop = fakeShop({ 49: preview(49, { net: 49_000 }) });
    embedded({ [`/orders/price-preview?variantId=7&quantity=48&uuid=${cart}`]: preview(48, { net: 47_520 }) });
    renderVariant();
    const price = screen.getByTestId('quantity-price');
    expect(price).toHaveAttribute('data-state', 'current');
    expect(screen.getByTestId('quantity-price-net')).toHaveTextContent('€475.20');
    expect(shop.asked.filter((path) => path.startsWith('/orders/price-preview'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(screen.getByTestId('quantity-price-net')).toHaveTextContent('€490.00'));
    expect(price).toHaveAttribute('data-state', 'current');
    expect(shop.asked.filter((path) => path.startsWith('/orders/price-preview'))).toEqual([
      `/orders/price-preview?variantId=7&quantity=49&uuid=${cart}`,
    ]);
  });

  it('leave a row alone whose address they do not match (another cart): the row asks the server', async () => {
    const shop = fakeShop({ 48: preview(48) });
    const other = '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    embedded({ [`/orders/price-preview?variantId=7&quantity=48&uuid=${other}`]: preview(48, { net: 1 }) });
    renderVariant();
    await waitFor(() => expect(screen.getByTestId('quantity-price')).toHaveAttribute('data-state', 'current'));
    expect(screen.getByTestId('quantity-price-net')).toHaveTextContent('€480.00');
    expect(shop.asked).toContain(`/orders/price-preview?variantId=7&quantity=48&uuid=${cart}`);
  });
});
