import type { WebhookDelivery, WebhookEndpoint, WebhookList } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch, refusalAnswer } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WebhooksPage } from '../src/features/backoffice-webhooks/webhooks-page';

const endpoint: WebhookEndpoint = {
  id: '0b0c8f4e-3f6a-4c1e-9d3e-2a1b7c6d5e4f',
  company_id: 'c-virtanen',
  url: 'https://erp.virtanen.example/nordbau',
  events: ['order.placed', 'order.part_shipped'],
  active: true,
  description: 'SAP S/4',
  created_at: '2026-11-30T09:00:00.000Z',
  updated_at: '2026-11-30T09:00:00.000Z',
  secret_rotated_at: '2026-11-30T09:00:00.000Z',
};
const dead: WebhookDelivery = {
  id: `wh_${'c'.repeat(32)}`,
  endpoint_id: endpoint.id,
  company_id: 'c-virtanen',
  url: endpoint.url,
  event_type: 'order.placed',
  order_uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11',
  order_number: 'NB-100234',
  status: 'dead',
  attempts: 8,
  last_status: 503,
  last_error: 'HTTP 503',
  next_attempt_at: null,
  created_at: '2026-11-30T09:10:00.000Z',
  updated_at: '2026-11-30T18:10:00.000Z',
};
const delivered: WebhookDelivery = {
  ...dead,
  id: `wh_${'d'.repeat(32)}`,
  status: 'delivered',
  attempts: 1,
  last_status: 200,
};
const list: WebhookList = { endpoints: [endpoint], deliveries: [dead, delivered] };

const listPath = '/orders/backoffice/webhooks?company=c-virtanen';
const openPage = (route = '/backoffice/webhooks?company=c-virtanen') =>
  renderRoutes(route, { '/backoffice/webhooks': <WebhooksPage /> });

const notices = () => useUiStore.getState().notifications.map((n) => n.message);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
});

describe('the back office’s webhooks page', () => {
  it('shows the company’s endpoints and the delivery log: event, order, attempts, last answer, status', async () => {
    const calls = mockFetch({ [listPath]: list });
    openPage();
    const [row] = await screen.findAllByTestId('webhook-endpoint');
    expect(row!.textContent).toContain('https://erp.virtanen.example/nordbau');
    expect(row!.textContent).toContain('Order placed, Supplier shipped');
    expect(row!.textContent).toContain('Active');
    const deliveries = screen.getAllByTestId('webhook-delivery');
    expect(deliveries.map((d) => d.dataset.status)).toEqual(['dead', 'delivered']);
    const first = within(deliveries[0]!);
    expect(first.getByRole('link', { name: 'NB-100234' }).getAttribute('href')).toBe(
      `/backoffice/orders/${dead.order_uuid}`,
    );
    expect(first.getByText('8')).toBeTruthy();
    expect(first.getByText('503')).toBeTruthy();
    expect(first.getByText(/Gave up/)).toBeTruthy();
    expect(within(deliveries[1]!).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(calls[0]!.path).toBe('/orders/backoffice/webhooks?company=c-virtanen');
  });

  it('adds an endpoint and shows its secret this once', async () => {
    const calls = mockFetch({
      [listPath]: { ...list, endpoints: [], deliveries: [] },
      '/orders/backoffice/webhooks': { endpoint, secret: 'whsec_shown_once' },
    });
    openPage();
    const form = within(await screen.findByTestId('webhook-form'));
    fireEvent.change(form.getByLabelText('URL'), { target: { value: 'https://erp.virtanen.example/hook' } });
    fireEvent.click(form.getByLabelText('Supplier confirmed'));
    fireEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toContain('whsec_shown_once');
    const create = calls.find((call) => call.path === '/orders/backoffice/webhooks')!;
    expect(JSON.parse(String(create.init?.body))).toEqual({
      company_id: 'c-virtanen',
      url: 'https://erp.virtanen.example/hook',
      events: ['order.placed', 'order.part_confirmed'],
      description: '',
    });
  });

  it('sends a given-up delivery again, and switches an endpoint off', async () => {
    const calls = mockFetch({
      [listPath]: list,
      [`/orders/backoffice/webhook-deliveries/${dead.id}/resend`]: { ...dead, status: 'pending', attempts: 0 },
      [`/orders/backoffice/webhooks/${endpoint.id}`]: { ...endpoint, active: false },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(notices()).toContain('Queued to be sent again.'));
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(notices()).toContain('Saved.'));
    const change = calls.find((call) => call.path === `/orders/backoffice/webhooks/${endpoint.id}`)!;
    expect(change.init?.method).toBe('PATCH');
    expect(JSON.parse(String(change.init?.body))).toEqual({ active: false });
  });

  it('tells a refused URL’s reason as the service gives it', async () => {
    const reason = 'The address is inside a private network: webhooks go to public addresses only';
    mockFetch({
      [listPath]: list,
      '/orders/backoffice/webhooks': refusalAnswer(400, 'VALIDATION', `Please check: ${reason}`, [
        { field: 'url', reason },
      ]),
    });
    openPage();
    const form = within(await screen.findByTestId('webhook-form'));
    fireEvent.change(form.getByLabelText('URL'), { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(notices()).toContain(`Please check: ${reason}`));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('shows a buyer the refusal alone, without the back office’s sections', async () => {
    mockFetch({
      [listPath]: refusalAnswer(403, 'FORBIDDEN', 'This is only for the shop’s operators.'),
    });
    openPage();
    expect((await screen.findByTestId('backoffice-refused')).textContent).toContain('Only for operators');
    expect(screen.queryByTestId('webhook-form')).toBeNull();
    expect(screen.queryByTestId('backoffice-nav')).toBeNull();
  });
});
