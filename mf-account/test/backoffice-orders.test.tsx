import type { BackofficeOrder, BackofficeOrderList, BackofficeOrderSummary } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderPage } from '../src/features/backoffice/order-page';
import { OrdersPage } from '../src/features/backoffice/orders-page';

const uuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';
const summary: BackofficeOrderSummary = {
  uuid,
  id: 7,
  order_number: 'NB-100007',
  order_status: 'in_delivery',
  completed_at: '2026-11-26T08:00:00.000Z',
  buyer_email: 'anna.virtanen@rakennus-oy.fi',
  company: 'Rakennus Oy',
  reference: 'Työmaa Pasila',
  total_price_with_vat: 123_456,
  suppliers: [
    { id: 1, name: 'Saimaan Teräs Oy', state: 'shipped' },
    { id: 2, name: 'Ruhr Stahl GmbH', state: 'not_deliverable' },
  ],
};
const list: BackofficeOrderList = { orders: [summary], next: null };
const order: BackofficeOrder = {
  summary,
  lines: [
    {
      variant_id: 101,
      code: 'POST-1',
      title: 'Zaunpfosten',
      quantity: 4,
      supplier_id: 1,
      state: 'shipped',
      reason: null,
    },
    {
      variant_id: 102,
      code: 'PANEL-2',
      title: 'Doppelstabmatte',
      quantity: 10,
      supplier_id: 2,
      state: 'not_deliverable',
      reason: 'Serie eingestellt',
    },
  ],
  cancelled_lines: [],
  timeline: [
    {
      at: '2026-11-26T08:00:00.000Z',
      actor: { kind: 'buyer', name: 'anna.virtanen@rakennus-oy.fi' },
      type: 'completed',
      supplier: null,
      lines: [],
      detail: 'invoice',
    },
    {
      at: '2026-11-26T09:30:00.000Z',
      actor: { kind: 'supplier', name: 'Ruhr Stahl GmbH' },
      type: 'line_not_deliverable',
      supplier: { id: 2, name: 'Ruhr Stahl GmbH' },
      lines: [{ variant_id: 102, code: 'PANEL-2', title: 'Doppelstabmatte' }],
      detail: 'Serie eingestellt',
    },
  ],
  mails: [{ mail: 'confirmation', supplier: null, history_index: null, at: '2026-11-26T08:00:00.000Z' }],
  credit_approval: null,
  can: { mark_delivered: true, mark_reviewed: false, decide_credit: false },
};

const openList = (route = '/backoffice') => renderRoutes(route, { '/backoffice': <OrdersPage /> });
const openOrder = () => renderRoutes(`/backoffice/orders/${uuid}`, { '/backoffice/orders/:uuid': <OrderPage /> });

const trail = () => useUiStore.getState().breadcrumbs.map((crumb) => `${crumb.label} ${crumb.href}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
});

describe('the back office’s orders', () => {
  it('lists orders with buyer, state, suppliers and total, each linking to its page, under the nav', async () => {
    mockFetch({ '/orders/backoffice/orders': list });
    openList();
    const [row] = await screen.findAllByTestId('backoffice-order-row');
    const cells = within(row!);
    expect(cells.getByRole('link', { name: 'NB-100007' }).getAttribute('href')).toBe(`/backoffice/orders/${uuid}`);
    expect(cells.getByText('Rakennus Oy')).toBeTruthy();
    expect(cells.getByText('In delivery')).toBeTruthy();
    expect(cells.getByText('Ruhr Stahl GmbH: Not deliverable')).toBeTruthy();
    expect(row!.textContent).toContain('1,234.56');
    const nav = within(screen.getByTestId('backoffice-nav'));
    expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Dead letters' }).getAttribute('href')).toBe('/backoffice/dead-letters');
    expect(nav.getByRole('link', { name: 'Suppliers' }).getAttribute('href')).toBe('/backoffice/suppliers');
    expect(trail()).toEqual(['Back office /backoffice']);
  });

  it('searches with the filters in the address and asks the server with them', async () => {
    const calls = mockFetch({
      '/orders/backoffice/orders': list,
      '/orders/backoffice/orders?q=pasila&state=in_delivery': { orders: [], next: null },
    });
    openList();
    fireEvent.change(await screen.findByTestId('backoffice-search'), { target: { value: 'pasila' } });
    fireEvent.change(screen.getByTestId('backoffice-state'), { target: { value: 'in_delivery' } });
    fireEvent.click(screen.getByTestId('backoffice-search-submit'));
    expect(await screen.findByTestId('backoffice-orders-empty')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/backoffice?q=pasila&state=in_delivery');
    expect(calls.map((c) => c.path)).toContain('/orders/backoffice/orders?q=pasila&state=in_delivery');
  });

  it('exports CSV and XLSX with the filters the list shows', async () => {
    mockFetch({ '/orders/backoffice/orders?q=pasila&state=in_delivery': list });
    openList('/backoffice?q=pasila&state=in_delivery');
    expect((await screen.findByTestId('orders-csv')).getAttribute('href')).toBe(
      '/api/orders/backoffice/orders.csv?q=pasila&state=in_delivery',
    );
    expect(screen.getByTestId('orders-xlsx').getAttribute('href')).toBe(
      '/api/orders/backoffice/orders.xlsx?q=pasila&state=in_delivery',
    );
    expect(screen.getByTestId('orders-csv').textContent).toBe('Export CSV');
  });

  it('tells a caller without a session it is for operators, with a way to log in and no sections', async () => {
    mockFetch({
      '/orders/backoffice/orders': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'You are not logged in' },
      },
    });
    openList();
    const refused = await screen.findByTestId('backoffice-refused');
    expect(within(refused).getByRole('heading').textContent).toBe('Only for operators');
    expect(within(refused).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/backoffice?login=true&back=true',
    );
    expect(screen.queryByTestId('backoffice-orders')).toBeNull();
    expect(screen.queryByTestId('backoffice-nav')).toBeNull();
  });

  it('shows a buyer the server’s refusal in the page’s language, without the back office’s sections', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({
      '/orders/backoffice/orders': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Tämä on vain kaupan ylläpitäjille.' },
      },
    });
    openList();
    const refused = await screen.findByTestId('backoffice-refused');
    expect(refused.textContent).toContain('Vain ylläpitäjille');
    expect(refused.textContent).toContain('Tämä on vain kaupan ylläpitäjille.');
    expect(within(refused).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('backoffice-nav')).toBeNull();
  });
});

describe('the back office’s order page', () => {
  it('shows the timeline with time and actor of each event', async () => {
    mockFetch({ [`/orders/backoffice/orders/${uuid}`]: order });
    openOrder();
    const entries = await screen.findAllByTestId('backoffice-timeline-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/Order sent.*Buyer: anna\.virtanen@rakennus-oy\.fi.*Payment: invoice$/),
      expect.stringMatching(
        /Line not deliverable · Ruhr Stahl GmbH.*Supplier: Ruhr Stahl GmbH.*PANEL-2 Doppelstabmatte.*Serie/,
      ),
    ]);
    expect(entries[1]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-26T09:30:00.000Z');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order NB-100007');
    expect(trail()).toEqual(['Back office /backoffice', `Order NB-100007 /backoffice/orders/${uuid}`]);
  });

  it("shows an order above its company's credit limit and sends the operator's decision with its reason", async () => {
    const waiting: BackofficeOrder = {
      ...order,
      summary: { ...summary, order_status: 'awaiting_approval' },
      credit_approval: {
        status: 'pending',
        limit: 1_000_000,
        open_balance: 950_000,
        requested_at: '2026-11-26T08:00:00.000Z',
      },
      can: { mark_delivered: false, mark_reviewed: false, decide_credit: true },
    };
    const rejected: BackofficeOrder = {
      ...waiting,
      summary: { ...summary, order_status: 'cancelled' },
      credit_approval: {
        ...waiting.credit_approval!,
        status: 'rejected',
        decided_by: 'olli@nordbau.example',
        decided_at: '2026-11-26T09:00:00.000Z',
        comment: 'Open items first',
      },
      can: { mark_delivered: false, mark_reviewed: false, decide_credit: false },
    };
    const calls = mockFetch({
      [`/orders/backoffice/orders/${uuid}`]: waiting,
      [`/orders/backoffice/orders/${uuid}/credit-approval`]: rejected,
    });
    openOrder();
    const card = await screen.findByTestId('credit-approval');
    expect(card.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Credit limit €10,000.00, open invoices €9,500.00, this order €1,234.56.',
    );
    const reject = within(card).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText('Comment (required for a rejection)'), {
      target: { value: 'Open items first' },
    });
    fireEvent.click(reject);
    expect((await screen.findByTestId('credit-decided')).textContent).toBe(
      'Rejected by olli@nordbau.example: Open items first',
    );
    const post = calls.find((c) => c.path.endsWith('/credit-approval'))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ decision: 'reject', comment: 'Open items first' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('cancels a line with its reason, and marks the order delivered', async () => {
    const cancelled: BackofficeOrder = {
      ...order,
      lines: order.lines.slice(0, 1),
      cancelled_lines: [
        {
          item: {
            id: 2,
            code: 'PANEL-2',
            variant_id: 102,
            quantity: 10,
            price: 4990,
            discount: 0,
            fullTitle: 'Doppelstabmatte',
            reference: '',
          },
          supplier_id: 2,
          at: '2026-11-26T10:00:00.000Z',
          reason: 'Supplier ended the series',
          credit: { net: 49_900, vat: 12_725, gross: 62_625 },
        },
      ],
    };
    const calls = mockFetch({
      [`/orders/backoffice/orders/${uuid}`]: order,
      [`/orders/backoffice/orders/${uuid}/cancel-line`]: cancelled,
      [`/orders/backoffice/orders/${uuid}/mark-delivered`]: {
        ...cancelled,
        summary: { ...summary, order_status: 'done' },
      },
    });
    openOrder();
    expect(await screen.findAllByTestId('backoffice-line')).toHaveLength(2);
    // A shipped line offers no cancel.
    expect(screen.queryByTestId('backoffice-cancel-101')).toBeNull();
    fireEvent.click(screen.getByTestId('backoffice-cancel-102'));
    fireEvent.change(screen.getByTestId('backoffice-cancel-reason'), {
      target: { value: 'Supplier ended the series' },
    });
    fireEvent.click(screen.getByTestId('backoffice-cancel-confirm'));
    expect(await screen.findByTestId('backoffice-cancelled')).toBeTruthy();
    expect(screen.getByTestId('backoffice-cancelled').textContent).toContain('Taken off the total: €626.25');
    const cancel = calls.find((c) => c.path.endsWith('/cancel-line'))!;
    expect([cancel.init?.method, JSON.parse(String(cancel.init?.body))]).toEqual([
      'POST',
      { supplier_id: 2, variant_id: 102, reason: 'Supplier ended the series' },
    ]);
    expect(useUiStore.getState().notifications.map((n) => n.message)).toContain(
      'The line is cancelled and the buyer is mailed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.getByTestId('backoffice-order-state').textContent).toBe('Done'));
  });
});
