import type { FulfilmentPart, Order, OrderLinkView } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { OrderLinkPage } from '../src/features/order-link/order-link-page';
import { checkoutCart } from './helpers/orders';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJvcmRlciI6IngiLCJwdXJwb3NlIjoiYnV5ZXJfb3JkZXIifQ.c2lnbmF0dXJl';

const part = (
  over: Pick<FulfilmentPart, 'supplier' | 'state' | 'lines'> & Partial<FulfilmentPart>,
): FulfilmentPart => ({
  created_at: '2026-11-20T10:00:00.000Z',
  mailed_at: '2026-11-20T10:00:05.000Z',
  confirmed_at: null,
  dispatch_date: null,
  shipped_at: null,
  shipment: null,
  history: [],
  ...over,
});

/** A guest's sent order as GET /orders/order-link answers it: one part shipped with tracking, one not deliverable. */
const sent: Order = {
  ...checkoutCart,
  order_status: 'in_delivery',
  order_number: 'NB-100042',
  isProcessed: true,
  locale: 'en',
  items: [
    { ...checkoutCart.items[0]!, reference: 'Site 7' },
    {
      id: 2,
      code: 'PF-2',
      variant_id: 103,
      quantity: 2,
      price: 1_990,
      discount: 0,
      fullTitle: 'Zaunpfosten 60×40',
      reference: '',
    },
  ],
  fulfilment: {
    parts: [
      part({
        supplier: { id: 3, name: 'Teräsaita Oy', language: 'fi' },
        state: 'shipped',
        dispatch_date: '2026-11-24',
        shipment: { carrier: 'Kaukokiito', tracking_number: 'KK123456', tracking_url: 'https://kk.example/KK123456' },
        lines: [
          {
            variant_id: 102,
            code: 'DSM-656-1830',
            title: 'Doppelstabmattenzaun',
            quantity: 4,
            reference: '',
            state: 'shipped',
            reason: null,
          },
        ],
      }),
      part({
        supplier: { id: 5, name: 'Holz GmbH', language: 'de' },
        state: 'not_deliverable',
        lines: [
          {
            variant_id: 103,
            code: 'PF-2',
            title: 'Zaunpfosten',
            quantity: 2,
            reference: '',
            state: 'not_deliverable',
            reason: 'Produktion eingestellt',
          },
        ],
      }),
    ],
  },
};
const view: OrderLinkView = { order: sent, link_expires_at: '2027-05-25T12:00:00.000Z' };

function Address() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{pathname + hash}</output>;
}

const openPage = (hash = `#${token}`) =>
  renderWithProviders(
    <>
      <OrderLinkPage />
      <Address />
    </>,
    { route: `/order${hash}` },
  );
const plain = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  sessionStorage.clear();
});

describe('the order a buyer’s mail links to (/order#token)', () => {
  it('shows lines as charged, totals, delivery and both suppliers’ parts; the token goes only as Bearer', async () => {
    const calls = mockFetch({ '/orders/order-link': view });
    openPage();
    const page = await screen.findByTestId('order-link-page');
    expect(await within(page).findByRole('heading', { level: 1, name: 'Your order NB-100042' })).toBeInTheDocument();
    // The trail names the order, never the link's token.
    expect(useUiStore.getState().breadcrumbs).toEqual([{ label: 'Your order NB-100042', href: '/order' }]);
    expect(plain(page)).toContain('The link from your e-mail opens it until May 25, 2027.');
    const lines = within(page).getAllByTestId('order-link-line');
    expect(lines.map(plain)).toEqual([
      'Doppelstabmattenzaun 6/5/6, 1830 mmCode DSM-656-1830 · Site 74 × €24.50€98.00',
      'Zaunpfosten 60×40Code PF-22 × €19.90€39.80',
    ]);
    expect(plain(within(page).getByTestId('order-link-total'))).toContain('€203.31');
    const parts = within(page).getAllByTestId('order-part');
    expect(parts.map((p) => p.getAttribute('data-state'))).toEqual(['shipped', 'not_deliverable']);
    expect(within(parts[0]!).getByRole('link', { name: 'Kaukokiito, tracking number KK123456' })).toHaveAttribute(
      'href',
      'https://kk.example/KK123456',
    );
    expect(plain(parts[1]!)).toContain('Reason: Produktion eingestellt');
    // Headings go h1 → h2 with no level skipped.
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Products', 'Delivery by supplier']);

    expect(calls.map((c) => c.path)).toEqual(['/orders/order-link']);
    expect((calls[0]!.init?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(JSON.stringify(calls.map((c) => c.path))).not.toContain(token);
    // Out of the address at once; the tab keeps it for a reload.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/order$/);
    expect(Object.values(sessionStorage)).toContain(token);
  });

  it('opens again from the tab after a reload, and speaks the order’s language (Finnish)', async () => {
    mockFetch({ '/orders/order-link': { ...view, order: { ...sent, locale: 'fi' } } });
    const first = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tilauksesi NB-100042' })).toBeInTheDocument();
    first.unmount();
    const calls = mockFetch({ '/orders/order-link': { ...view, order: { ...sent, locale: 'fi' } } });
    openPage('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tilauksesi NB-100042' })).toBeInTheDocument();
    expect((calls[0]!.init?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('says an expired link has expired and whom to write to instead', async () => {
    mockFetch({
      '/orders/order-link': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', code: 'LINK_EXPIRED', message: 'This link has expired.' },
      },
    });
    openPage();
    const expired = await screen.findByTestId('order-link-expired');
    expect(plain(expired)).toContain('This link has expired.');
    expect(plain(expired)).toContain('myynti@nordbau.example');
    expect(screen.queryByTestId('order-link-line')).toBeNull();
  });

  it('says a forged link opens no order, and a page without a link asks for the mail’s', async () => {
    const message = 'Order not found. Please open the link from your order e-mail exactly as it is.';
    mockFetch({
      '/orders/order-link': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message },
      },
    });
    const forged = openPage();
    expect(await screen.findByTestId('order-link-refused')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your order');
    forged.unmount();

    sessionStorage.clear();
    const calls = mockFetch({ '/orders/order-link': view });
    openPage('');
    expect(await screen.findByTestId('order-link-refused')).toHaveTextContent(
      'This page needs the link from one of your order e-mails.',
    );
    expect(calls).toEqual([]);
  });
});
