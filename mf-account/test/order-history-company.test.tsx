import type { Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { OrderHistory } from '../src/features/profile/order-history';

const company = { id: 'c-virtanen', name: 'Rakennusliike Virtanen Oy' };
const order = (over: Partial<Order>): Order => ({
  id: 12,
  uuid: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  user_id: 3,
  items: [],
  order_status: 'confirmed',
  delivery_methodid: 1,
  total_price: 46_550,
  total_delivery_price: 6_400,
  total_discount: 0,
  total_vat_price: 13_502,
  total_price_with_vat: 66_452,
  length: 20,
  isOwnFreightAllowed: true,
  isProcessed: true,
  order_number: 'NB-100012',
  completed_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The company's shared history as GET /orders/by-user answers it to a member. */
const shared = [
  order({
    uuid: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c01',
    order_number: 'NB-100014',
    order_status: 'awaiting_approval',
    isProcessed: false,
    company: { ...company, placed_by: { userid: 3, name: 'Mikko Laine' } },
    approval: {
      status: 'pending',
      limit: 50_000,
      approvers: ['Anna Virtanen'],
      requested_at: '2026-11-26T09:00:00.000Z',
    },
  }),
  order({
    uuid: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c02',
    order_number: 'NB-100013',
    order_status: 'cancelled',
    company: { ...company, placed_by: { userid: 3, name: 'Mikko Laine' } },
    approval: {
      status: 'rejected',
      limit: 50_000,
      approvers: ['Anna Virtanen'],
      requested_at: '2026-11-25T09:00:00.000Z',
      decided_by: { userid: 1, name: 'Anna Virtanen' },
      decided_at: '2026-11-25T10:00:00.000Z',
      comment: 'Bitte aufteilen',
    },
  }),
  order({ company: { ...company, placed_by: { userid: 1, name: 'Anna Virtanen' } } }),
];

describe('the company’s shared order history', () => {
  it('names who placed each order and where an approval stands, in the page’s language', async () => {
    useLocaleStore.setState({ locale: 'de' });
    mockFetch({ '/orders/by-user': shared });
    renderWithProviders(<OrderHistory />);
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    expect(screen.getAllByTestId('order-placed-by').map((e) => e.textContent)).toEqual([
      'Bestellt von Mikko Laine',
      'Bestellt von Mikko Laine',
      'Bestellt von Anna Virtanen',
    ]);
    expect(rows[0]!.textContent).toContain('Wartet auf Freigabe');
    expect(rows[0]!.textContent).toContain('Wartet auf Freigabe durch Anna Virtanen');
    expect(rows[1]!.textContent).toContain('Storniert');
    expect(rows[1]!.textContent).toContain('Abgelehnt von Anna Virtanen am');
    expect(rows[1]!.textContent).toContain('Kommentar: Bitte aufteilen');
    expect(rows[2]!.querySelector('[data-testid="approval-status"]')).toBeNull();
    // Only the confirmed order has a confirmation to print.
    expect(rows.map((row) => row.textContent!.includes('Bestätigung (PDF)'))).toEqual([false, false, true]);
  });

  it('shows a private buyer’s orders without a placed-by line', async () => {
    useLocaleStore.setState({ locale: 'en' });
    mockFetch({ '/orders/by-user': [order({})] });
    renderWithProviders(<OrderHistory />);
    await screen.findByTestId('order-row');
    expect(screen.queryByTestId('order-placed-by')).toBeNull();
  });
});
