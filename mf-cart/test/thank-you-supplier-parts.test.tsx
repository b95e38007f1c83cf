import type { FulfilmentPart, Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const part = (
  over: Partial<FulfilmentPart> & Pick<FulfilmentPart, 'supplier' | 'state' | 'lines'>,
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

/**
 * A guest's sent order as GET /orders/by-id answers it to the browser that completed it: one part
 * shipped, one not deliverable.
 */
const sent = {
  ...checkoutCart,
  order_status: 'in_delivery',
  order_number: 'NB-100007',
  isProcessed: true,
  form: { email: 'anna@rakennus-oy.fi' },
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
            code: 'DSM-1',
            title: 'Doppelstabmatte',
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
} as Order;

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cart/:uuid" element={<CheckoutPage />} />
    </Routes>,
    { route: `/cart/${uuid}` },
  );

const plain = (element: Element) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe("a guest's confirmation page follows each supplier's part", () => {
  it('shows the shipped part with dispatch day and tracking link, the line not deliverable with why', async () => {
    useLocaleStore.setState({ locale: 'en' });
    mockFetch({ [`/orders/by-id/${uuid}`]: sent });
    page();
    const thanks = await screen.findByTestId('thank-you');
    // Right under the page's h1, the parts' title is an h2 (no level skipped for screen readers).
    expect(within(thanks).getByRole('heading', { level: 2, name: 'Delivery by supplier' })).toBeInTheDocument();
    const parts = within(thanks).getAllByTestId('order-part');
    expect(parts.map((p) => p.getAttribute('data-state'))).toEqual(['shipped', 'not_deliverable']);
    expect(plain(parts[0]!)).toContain('Teräsaita OyShipped');
    expect(plain(parts[0]!.querySelector('[data-part="dispatch"]')!)).toBe('Dispatch date: Nov 24, 2026');
    const tracking = within(parts[0]!).getByRole('link', { name: 'Kaukokiito, tracking number KK123456' });
    expect(tracking).toHaveAttribute('href', 'https://kk.example/KK123456');
    expect(plain(parts[1]!)).toContain('Holz GmbHNot deliverable');
    expect(plain(parts[1]!)).toContain('Reason: Produktion eingestellt');
  });

  it('speaks the page’s language (Estonian) and shows no parts before the order is routed', async () => {
    useLocaleStore.setState({ locale: 'et' });
    mockFetch({ [`/orders/by-id/${uuid}`]: sent });
    const { unmount } = page();
    const [shipped] = await screen.findAllByTestId('order-part');
    expect(plain(shipped!)).toContain('Saadetud');
    expect(plain(shipped!.querySelector('[data-part="tracking"]')!)).toBe('Kaukokiito, jälgimisnumber KK123456');
    unmount();

    mockFetch({ [`/orders/by-id/${uuid}`]: { ...sent, order_status: 'confirmed', fulfilment: undefined } });
    page();
    await screen.findByTestId('thank-you');
    expect(screen.queryByTestId('order-parts')).toBeNull();
  });
});
