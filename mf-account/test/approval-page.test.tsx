import type { Order } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApprovalPage } from '../src/features/approval/approval-page';

const uuid = '5f1c2f3e-7a4b-4c1d-9e2f-3a4b5c6d7e8f';
const path = `/orders/approval/${uuid}`;

const waiting: Order = {
  id: 12,
  uuid,
  user_id: 3,
  items: [
    {
      id: 1,
      variant_id: 102,
      quantity: 40,
      price: 2_450,
      discount: 0,
      fullTitle: 'Doppelstabmatte 6/5/6, 1830 mm',
      code: 'DSM-656',
      reference: '',
    },
  ],
  order_status: 'awaiting_approval',
  delivery_methodid: 1,
  total_price: 98_000,
  total_delivery_price: 0,
  total_discount: 0,
  total_vat_price: 24_990,
  total_price_with_vat: 122_990,
  length: 40,
  isOwnFreightAllowed: true,
  isProcessed: false,
  order_number: 'NB-100012',
  paymentmethod: { name: 'invoice' },
  company: { id: 'c-virtanen', name: 'Rakennusliike Virtanen Oy', placed_by: { userid: 3, name: 'Mikko Laine' } },
  approval: {
    status: 'pending',
    limit: 50_000,
    approvers: ['Anna Virtanen', 'Klaus Berg'],
    requested_at: '2026-11-26T09:00:00.000Z',
  },
};
const plain = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');
const bodyOf = (call: { init: RequestInit | undefined }) => JSON.parse(String(call.init?.body));
const open = () => renderRoutes(`/approval/${uuid}`, { '/approval/:uuid': <ApprovalPage /> });

const trail = () => useUiStore.getState().breadcrumbs.map((crumb) => `${crumb.label} ${crumb.href}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  document.cookie = 'logged_in=1; path=/';
});

describe('the approval page of a company’s admin', () => {
  it('shows who ordered what above which limit, and approves with the comment', async () => {
    mockFetch({ [path]: waiting });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approve order NB-100012' })).toBeTruthy();
    expect(trail()).toEqual([
      'My account /users/profile',
      'Company account /company',
      `Approve order NB-100012 /approval/${uuid}`,
    ]);
    expect(plain(screen.getByText(/ordered for/))).toBe(
      'Mikko Laine ordered for Rakennusliike Virtanen Oy: €1,229.90 incl. VAT, above the order limit of €500.00.',
    );
    expect(screen.getByTestId('approval-status').textContent).toContain(
      'Waiting for approval by Anna Virtanen, Klaus Berg',
    );

    const approved: Order = {
      ...waiting,
      order_status: 'confirmed',
      approval: {
        ...waiting.approval!,
        status: 'approved',
        decided_by: { userid: 1, name: 'Anna Virtanen' },
        decided_at: '2026-11-26T10:00:00.000Z',
        comment: 'OK for Pasila',
      },
    };
    const calls = mockFetch({ [path]: approved });
    fireEvent.change(screen.getByLabelText('Comment for the buyer'), { target: { value: 'OK for Pasila' } });
    fireEvent.click(screen.getByTestId('approval-approve'));
    await waitFor(() => expect(screen.getByTestId('approval-status').dataset.status).toBe('approved'));
    const post = calls.find((call) => call.init?.method === 'POST')!;
    expect(bodyOf(post)).toEqual({ decision: 'approve', comment: 'OK for Pasila' });
    expect(screen.getByTestId('approval-status').textContent).toContain('Approved by Anna Virtanen on');
    expect(screen.getByTestId('approval-status').textContent).toContain('Comment: OK for Pasila');
    expect(screen.queryByTestId('approval-form')).toBeNull();
  });

  it('shows the refusal of a rejection without comment under the comment field, in the page’s language', async () => {
    useLocaleStore.setState({ locale: 'de' });
    mockFetch({ [path]: waiting });
    open();
    await screen.findByTestId('approval-form');
    const calls = mockFetch({
      [path]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'error.bad_request',
          issues: [{ field: 'comment', reason: 'validation.required' }],
        },
      },
    });
    fireEvent.click(screen.getByTestId('approval-reject'));
    const field = screen.getByLabelText('Kommentar für den Besteller');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(bodyOf(calls.find((call) => call.init?.method === 'POST')!)).toEqual({ decision: 'reject', comment: '' });
  });

  it('says an order decided meanwhile was decided (409), and offers no second decision', async () => {
    mockFetch({ [path]: waiting });
    open();
    await screen.findByTestId('approval-form');
    mockFetch({
      [path]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'approval.already_decided' },
      },
    });
    fireEvent.click(screen.getByTestId('approval-approve'));
    expect((await screen.findByTestId('approval-refused')).textContent).toBe(
      'This order has already been approved or rejected.',
    );
  });

  it.each([
    [401, 'Please log in as an admin of the company to approve or reject this order.'],
    [403, 'Only an admin of the company that placed this order can approve or reject it.'],
    [404, 'This order does not exist.'],
  ])('answers %s with why, and shows no order', async (status, text) => {
    mockFetch({
      [path]: {
        status,
        body: {
          statusCode: status,
          error: 'Refused',
          message: status === 403 ? 'approval.not_your_company' : 'error.not_found',
        },
      },
    });
    open();
    expect((await screen.findByTestId('approval-refused')).textContent).toBe(text);
    expect(screen.queryByTestId('approval-form')).toBeNull();
    // Only the admin not logged in gets the login, opened on this page to come back to this order.
    const login = screen.queryByTestId('approval-login');
    expect(login?.getAttribute('href') ?? null).toBe(status === 401 ? `/approval/${uuid}?login=true&back=true` : null);
  });
});
