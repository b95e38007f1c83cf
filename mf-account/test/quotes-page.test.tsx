import type { QuoteList, QuoteSummary } from '@shop/contracts';
import { useAuthStore, useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { QuotesPage } from '../src/features/quote/quotes-page';

const priced: QuoteSummary = {
  uuid: '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090',
  number: 'Q-100002',
  status: 'priced',
  created_at: '2026-11-23T08:00:00.000Z',
  lines: 2,
  total: 179_590,
  valid_until: '2026-12-15',
};
const requested: QuoteSummary = {
  ...priced,
  uuid: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  number: 'Q-100003',
  status: 'requested',
  lines: 1,
  total: null,
  valid_until: null,
};
const expired: QuoteSummary = {
  ...priced,
  uuid: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  number: 'Q-100001',
  status: 'expired',
};

function open(locale: 'en' | 'de' | 'fi' | 'et' = 'en') {
  useLocaleStore.setState({ locale });
  return renderWithProviders(<QuotesPage />, { route: '/quotes' });
}

beforeEach(() => {
  useConsentStore.setState({ consent: { functional: true, analytics: false } });
  useAuthStore.setState({ loggedIn: true, user: null });
});

describe('the buyer’s quotes page', () => {
  it('lists the quotes newest first with status, products, and the quoted total and validity once priced', async () => {
    mockFetch({ '/orders/quotes': { quotes: [requested, priced], next: null } satisfies QuoteList });
    open();
    const items = await screen.findAllByTestId('quote-list-item');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['requested', 'priced']);
    const [first, second] = items.map((item) => item.textContent!.replace(/\u00a0/g, ' '));
    expect(first).toContain('Requested: our sales team is pricing it');
    expect(first).not.toContain('Quoted total');
    expect(second).toContain('Priced: ready to accept');
    expect(second).toContain('Quoted total€1,795.90');
    expect(second).toContain('Valid untilDec 15, 2026');
    expect(within(items[1]!).getByRole('link', { name: 'Q-100002' }).getAttribute('href')).toBe(
      `/quote/${priced.uuid}`,
    );
  });

  it('reads the next page with `before` when asked to show more', async () => {
    const calls = mockFetch({
      '/orders/quotes': { quotes: [requested, priced], next: 'Q-100002' },
      '/orders/quotes?before=Q-100002': { quotes: [expired], next: null },
    });
    open();
    fireEvent.click(await screen.findByTestId('quote-list-more'));
    expect(await screen.findByText('Q-100001')).toBeTruthy();
    expect(screen.getAllByTestId('quote-list-item')).toHaveLength(3);
    expect(screen.queryByTestId('quote-list-more')).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/orders/quotes?before=Q-100002');
  });

  it('speaks the page’s language: German, Finnish and Estonian', async () => {
    for (const [locale, title, status] of [
      ['de', 'Angebote', 'Abgelaufen'],
      ['fi', 'Tarjoukset', 'Vanhentunut'],
      ['et', 'Pakkumised', 'Aegunud'],
    ] as const) {
      mockFetch({ '/orders/quotes': { quotes: [expired], next: null } });
      const { unmount } = open(locale);
      expect((await screen.findByTestId('quote-list-item')).textContent).toContain(status);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      unmount();
    }
  });

  it('tells a buyer without quotes how to ask for one', async () => {
    mockFetch({ '/orders/quotes': { quotes: [], next: null } });
    open();
    expect((await screen.findByTestId('quote-list-empty')).textContent).toContain('Request one from your cart');
  });

  it('asks a visitor without a session to log in, and loads nothing', () => {
    useAuthStore.setState({ loggedIn: false, user: null });
    const calls = mockFetch({ '/orders/quotes': { quotes: [], next: null } });
    open('fi');
    expect(screen.getByText('Kirjaudu sisään nähdäksesi tarjouksesi.', { exact: false })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/orders/quotes'))).toEqual([]);
  });
});
