import type { DeadLetterList, DeadLetterView } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeadLettersPage } from '../src/features/backoffice-dead-letters/dead-letters-page';

const waiting: DeadLetterView = {
  id: '7',
  topic: 'fulfilment.part-created',
  group: 'orders-purchase-order-mail',
  event_id: '0b7c6f3e-3c1e-4d2a-9a4e-1f0c2b3d4e5f',
  order_uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11',
  attempts: 5,
  error: 'Error: smtp 550 mailbox unavailable',
  failed_at: '2026-11-26T09:15:00.000Z',
  replayed: null,
};
const replayed: DeadLetterView = {
  ...waiting,
  id: '3',
  topic: 'cart.updated',
  group: 'live',
  order_uuid: null,
  replayed: { at: '2026-11-26T10:00:00.000Z', by: 'ops@nordbau.example' },
};
const list: DeadLetterList = { bus: 'in-process', letters: [waiting, replayed] };

const openPage = () => renderWithProviders(<DeadLettersPage />, { route: '/backoffice/dead-letters' });

const trail = () => useUiStore.getState().breadcrumbs.map((crumb) => `${crumb.label} ${crumb.href}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
});

describe('the dead letters page', () => {
  it('lists each letter: topic, consumer, event, order, attempts, error, time; replayed: by whom', async () => {
    mockFetch({ '/orders/backoffice/dead-letters': list });
    openPage();
    const rows = await screen.findAllByTestId('dead-letter');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('fulfilment.part-created')).toBeTruthy();
    expect(first.getByText('orders-purchase-order-mail')).toBeTruthy();
    expect(first.getByText(waiting.event_id)).toBeTruthy();
    expect(first.getByRole('link', { name: waiting.order_uuid! }).getAttribute('href')).toBe(
      `/backoffice/orders/${waiting.order_uuid}`,
    );
    expect(first.getByText('Error: smtp 550 mailbox unavailable')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Replay' })).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByTestId('dead-letter-replayed').textContent).toMatch(/^Replayed .+ by ops@nordbau\.example$/);
    expect(second.queryByRole('button', { name: 'Replay' })).toBeNull();
    expect(screen.getByText('Bus: in-process')).toBeTruthy();
    // The back office's nav, this page marked as the current one.
    const nav = within(screen.getByTestId('backoffice-nav'));
    expect(nav.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/backoffice/dead-letters');
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/backoffice',
      '/backoffice/dead-letters',
      '/backoffice/suppliers',
      '/backoffice/companies',
      '/backoffice/receivables',
      '/backoffice/webhooks',
    ]);
    expect(trail()).toEqual(['Back office /backoffice', 'Dead letters /backoffice/dead-letters']);
  });

  it('replays one letter by its id and tells how many were replayed', async () => {
    const calls = mockFetch({
      '/orders/backoffice/dead-letters': list,
      '/orders/backoffice/dead-letters/7/replay': { replayed: 1 },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Replay' }));
    await waitFor(() =>
      expect(useUiStore.getState().notifications.map((n) => n.message)).toContain('1 event replayed'),
    );
    const replay = calls.find((call) => call.path === '/orders/backoffice/dead-letters/7/replay')!;
    expect(replay.init?.method).toBe('POST');
    // The list is read again after the replay.
    expect(calls.filter((call) => call.path === '/orders/backoffice/dead-letters').length).toBeGreaterThan(1);
  });

  it('filters by topic and replays every waiting letter of it at once', async () => {
    const calls = mockFetch({
      '/orders/backoffice/dead-letters': list,
      '/orders/backoffice/dead-letters?topic=fulfilment.part-created': { bus: 'kafka', letters: [waiting] },
      '/orders/backoffice/dead-letters/replay': { replayed: 1 },
    });
    openPage();
    fireEvent.change(await screen.findByTestId('dead-letters-topic'), { target: { value: 'fulfilment.part-created' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Replay all waiting of fulfilment.part-created' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/orders/backoffice/dead-letters/replay')).toBe(true),
    );
    const replay = calls.find((call) => call.path === '/orders/backoffice/dead-letters/replay')!;
    expect(JSON.parse(String(replay.init?.body))).toEqual({ topic: 'fulfilment.part-created' });
  });

  it('says so when there is none', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({ '/orders/backoffice/dead-letters': { bus: 'kafka', letters: [] } });
    openPage();
    expect((await screen.findByTestId('dead-letters-empty')).textContent).toBe(
      'Ei käsittelemättömiä tapahtumia: kaikki on käsitelty.',
    );
  });

  it("shows a buyer the server's refusal in the page's language, and no list nor sections", async () => {
    useLocaleStore.setState({ locale: 'de' });
    mockFetch({
      '/orders/backoffice/dead-letters': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Nur für die Betreiber des Shops.' },
      },
    });
    openPage();
    expect((await screen.findByTestId('backoffice-refused')).textContent).toContain('Nur für die Betreiber des Shops.');
    expect(screen.queryByTestId('dead-letter')).toBeNull();
    expect(screen.queryByTestId('backoffice-nav')).toBeNull();
  });
});
