import type { Order, ReorderAnswer, Variant } from '@shop/contracts';
import { badgeCount, cartQuery, useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderHistory } from '../src/features/profile/order-history';

const variant = (id: number, product: string, title: string): Variant => ({
  id,
  code: `DSM-${id}`,
  title,
  sale_price: 9_900,
  min_order: 1,
  supplier: { id: 3, name: 'Teräsaita Oy', slug: 'terasaita-oy' },
  availability: 'available',
  description: '',
  delivery_estimate: { kind: 'range', min: 1, max: 3 },
  products: { id: 1, slug: 'p', title: product },
  product_categories: [],
  variant_pictures: [],
});

/**
 * A sent order as GET /orders/by-user answers it, with two lines: one the catalogue still shows,
 * one it no longer has.
 */
const sent: Order = {
  id: 12,
  uuid: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  user_id: 7,
  items: [
    {
      id: 1,
      code: 'DSM-656-1830',
      variant_id: 102,
      quantity: 40,
      price: 2_450,
      discount: 1_000,
      fullTitle: 'Doppelstabmattenzaun 6/5/6, 1830 mm, RAL 6005 moosgrün',
      reference: 'Bauabschnitt 2',
      variant: variant(102, 'Doppelstabmattenzaun 6/5/6', 'Doppelstabmattenzaun 6/5/6, 1830 mm, RAL 6005 moosgrün'),
    },
    {
      id: 2,
      code: 'KL-104',
      variant_id: 104,
      quantity: 1_200,
      price: 50,
      discount: 0,
      fullTitle: 'Klemmschelle verzinkt',
      reference: '',
    },
  ],
  order_status: 'in_delivery',
  delivery_methodid: 1,
  total_price: 157_000,
  total_delivery_price: 6_400,
  total_discount: 1_000,
  total_vat_price: 41_667,
  total_price_with_vat: 205_067,
  length: 1_240,
  isOwnFreightAllowed: true,
  isProcessed: true,
  order_number: 'NB-100012',
  completed_at: '2026-11-20T10:00:00.000Z',
};

const plain = (element: Element) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('the lines of an order in the order history', () => {
  it('shows each line as charged: title, attributes, code, reference, quantity × price, total', async () => {
    useLocaleStore.setState({ locale: 'de' });
    mockFetch({ '/orders/by-user': [sent] });
    renderWithProviders(<OrderHistory />);
    const details = await screen.findByTestId('order-details');
    fireEvent.click(within(details).getByText('Bestelldetails'));
    const [fence, clamp] = within(details).getAllByTestId('order-line');
    const part = (line: HTMLElement, name: string) => plain(line.querySelector(`[data-line="${name}"]`)!);
    expect(part(fence!, 'title')).toBe('Doppelstabmattenzaun 6/5/6');
    expect(part(fence!, 'attributes')).toBe('1830 mm, RAL 6005 moosgrün');
    expect(part(fence!, 'code')).toBe('Artikelnr. DSM-656-1830');
    expect(part(fence!, 'reference')).toBe('Ihre Referenz: Bauabschnitt 2');
    expect(part(fence!, 'quantity')).toBe('40 × 24,50 €');
    // The line's total after its line discount: 40 × 24,50 − 10,00.
    expect(part(fence!, 'total')).toBe('970,00 €');
    // A variant the catalogue no longer shows keeps the title it was ordered with, whole.
    expect(part(clamp!, 'title')).toBe('Klemmschelle verzinkt');
    expect(clamp!.querySelector('[data-line="attributes"]')).toBeNull();
    expect(clamp!.querySelector('[data-line="reference"]')).toBeNull();
    expect(part(clamp!, 'quantity')).toBe('1.200 × 0,50 €');
    expect(part(clamp!, 'total')).toBe('600,00 €');
  });

  it('shows the purchase-order number and cost centre an order was placed with, nothing without them', async () => {
    useLocaleStore.setState({ locale: 'de' });
    const billing = {
      payment_terms: { net_days: 30 as const, early_payment: null },
      e_invoice: null,
      purchase_order: 'PO-2026-118',
      cost_center: 'KST 4410',
    };
    mockFetch({
      '/orders/by-user': [
        { ...sent, billing },
        { ...sent, uuid: '7b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e', order_number: 'NB-100013' },
      ],
    });
    renderWithProviders(<OrderHistory />);
    const [placed, earlier] = await screen.findAllByTestId('order-row');
    expect(within(placed!).getByTestId('order-purchase-order').textContent).toBe('Ihre Bestellnummer: PO-2026-118');
    expect(within(placed!).getByTestId('order-cost-center').textContent).toBe('Kostenstelle: KST 4410');
    expect(within(earlier!).queryByTestId('order-purchase-order')).toBeNull();
    expect(within(earlier!).queryByTestId('order-cost-center')).toBeNull();
  });

  it('keeps the confirmation PDF among the order’s documents, linked in the page’s language', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({ '/orders/by-user': [sent] });
    renderWithProviders(<OrderHistory />);
    const pdf = await screen.findByRole('link', { name: 'Vahvistus (PDF)' });
    expect(pdf.getAttribute('href')).toBe(`/api/orders/confirmation-pdf/${sent.uuid}?lang=fi`);
  });
});

describe('add an order’s lines to my current cart', () => {
  const current = '0f0e0d0c-0b0a-4908-8706-050403020100';
  /** The count the header reads from the cart's query (mf-cart's button), without asking the service. */
  function HeaderCount() {
    const { data } = useQuery({ ...cartQuery(current), enabled: false });
    return <output data-testid="header-count">{badgeCount(data)}</output>;
  }
  const answer = (over: Partial<ReorderAnswer> = {}): ReorderAnswer => ({
    cart: { ...sent, uuid: current, order_status: 'created', order_number: null, isProcessed: false, length: 45 },
    not_added: [{ variant_id: 104, code: 'KL-104', title: 'Klemmschelle verzinkt', reason: 'not_sold' }],
    ...over,
  });

  it('sends the current cart, remembers the cart answered, and names each line not added with why', async () => {
    useLocaleStore.setState({ locale: 'en' });
    useCartStore.setState({ cartUuid: current });
    const calls = mockFetch({ '/orders/by-user': [sent], [`/orders/reorder/${sent.uuid}`]: answer() });
    renderWithProviders(
      <>
        <HeaderCount />
        <OrderHistory />
      </>,
    );
    fireEvent.click(await screen.findByTestId('reorder-into-cart'));
    const result = await screen.findByTestId('reorder-result');
    const call = calls.find((c) => c.path === `/orders/reorder/${sent.uuid}`)!;
    expect(call.init?.method).toBe('POST');
    expect(JSON.parse(String(call.init?.body))).toEqual({ cart: current });
    expect(useCartStore.getState().cartUuid).toBe(current);
    expect(screen.getByTestId('header-count')).toHaveTextContent('45');
    expect(plain(result)).toContain("The lines are in your cart, at today's prices.");
    expect(within(result).getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe(`/cart/${current}`);
    expect(plain(within(result).getByTestId('reorder-not-added'))).toBe(
      'Klemmschelle verzinkt (KL-104): no longer in our range',
    );
  });

  it('names why in Estonian when a line is sold out, and sends no cart when the browser has none', async () => {
    useLocaleStore.setState({ locale: 'et' });
    useCartStore.setState({ cartUuid: null });
    const calls = mockFetch({
      '/orders/by-user': [sent],
      [`/orders/reorder/${sent.uuid}`]: answer({
        not_added: [{ variant_id: 104, code: 'KL-104', title: 'Klamber', reason: 'out_of_stock' }],
      }),
    });
    renderWithProviders(<OrderHistory />);
    fireEvent.click(await screen.findByTestId('reorder-into-cart'));
    const result = await screen.findByTestId('reorder-result');
    expect(JSON.parse(String(calls.find((c) => c.path === `/orders/reorder/${sent.uuid}`)!.init?.body))).toEqual({});
    expect(plain(result)).toContain('Klamber (KL-104): ajutiselt otsas');
  });

  it('shows the server’s reason when nothing of the order is sold any more, and changes no cart', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    useCartStore.setState({ cartUuid: current });
    mockFetch({
      '/orders/by-user': [sent],
      [`/orders/reorder/${sent.uuid}`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'REORDER_NOTHING_SOLD',
          message: 'Mitään tämän tilauksen tuotteista ei ole enää myynnissä',
        },
      },
    });
    useUiStore.setState({ notifications: [] });
    renderWithProviders(<OrderHistory />);
    fireEvent.click(await screen.findByTestId('reorder-into-cart'));
    await waitFor(() =>
      expect(useUiStore.getState().notifications).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Mitään tämän tilauksen tuotteista ei ole enää myynnissä' }),
      ]),
    );
    expect(screen.queryByTestId('reorder-result')).toBeNull();
    expect(useCartStore.getState().cartUuid).toBe(current);
  });
});
