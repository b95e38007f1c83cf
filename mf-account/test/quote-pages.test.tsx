import type { QuoteView } from '@shop/contracts';
import { useCartStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes, renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { QuotePage } from '../src/features/quote/quote-page';
import { QuotePricingPage } from '../src/features/quote/quote-pricing-page';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJxdW90ZSI6IngifQ.c2ln';
const uuid = '8b0c3a57-5f0e-4d0e-9f59-0d7f3e0d2a11';

const requested: QuoteView = {
  uuid,
  number: 'Q-100004',
  state: 'requested',
  status: 'requested',
  locale: 'de',
  created_at: '2026-11-23T08:00:00.000Z',
  buyer: { name: 'Anna Virtanen', email: 'anna@rakennus-oy.fi', company: 'Rakennus Oy', phone: '' },
  note: 'Bitte mit Lieferung zur Baustelle',
  lines: [
    { variant_id: 11, code: 'DSM-656', title: 'Doppelstabmatte', quantity: 40, list_price: 2_450 },
    { variant_id: 12, code: 'ZP-100', title: 'Zaunpfosten', quantity: 41, list_price: 1_990 },
  ],
  pricing: null,
  rounds: [],
  accepted: null,
};
const priced: QuoteView = {
  ...requested,
  state: 'priced',
  status: 'priced',
  pricing: {
    lines: [
      { variant_id: 11, unit_price: 2_000, net: 80_000 },
      { variant_id: 12, unit_price: 1_500, net: 61_500 },
    ],
    valid_until: '2026-12-15',
    comment: 'Preise frei Baustelle',
    goods: 141_500,
    vat_rate_percent: 25.5,
    vat: 36_083,
    total: 177_583,
    priced_at: '2026-11-23T09:00:00.000Z',
  },
};
/** Round 2 of `priced`: the buyer asked for six mats and no posts; the seller prices it again. */
const secondRound: QuoteView = {
  ...requested,
  state: 'changes_requested',
  status: 'changes_requested',
  note: 'Sechs Matten, keine Pfosten',
  lines: [{ ...requested.lines[0]!, quantity: 6 }],
  rounds: [
    {
      lines: requested.lines,
      note: requested.note,
      pricing: priced.pricing!,
      changes_requested_at: '2026-11-24T08:00:00.000Z',
    },
  ],
};
const plain = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');
const headersOf = (call: { init: RequestInit | undefined }) => call.init?.headers as Record<string, string>;
const bodyOf = (call: { init: RequestInit | undefined }) => JSON.parse(String(call.init?.body));

const trail = () => useUiStore.getState().breadcrumbs.map((crumb) => `${crumb.label} ${crumb.href}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
});

describe('the buyer’s quote page', () => {
  const openQuote = (hash = `#${token}`) =>
    renderRoutes(`/quote/${uuid}${hash}`, { '/quote/:uuid': <QuotePage />, '/cart/:uuid': null });

  it('shows a priced quote with its prices, totals and validity, asking with the link’s token', async () => {
    const calls = mockFetch({ [`/orders/quote/${uuid}`]: priced });
    openQuote();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-100004' })).toBeTruthy();
    // A guest's link: the quote under the front page, with no account above it.
    expect(trail()).toEqual([`Quote Q-100004 /quote/${uuid}`]);
    expect(headersOf(calls[0]!).authorization).toBe(`Bearer ${token}`);
    expect(calls.every((call) => !call.path.includes(token))).toBe(true);
    expect(plain(screen.getByTestId('quote-status'))).toBe('Status: Priced: ready to accept');
    expect(screen.getAllByTestId('quote-line-net').map(plain)).toEqual(['€800.00', '€615.00']);
    expect(plain(screen.getByTestId('quote-total'))).toBe('€1,775.83');
    expect(plain(screen.getByTestId('quote-valid-until'))).toContain('2026');
    expect(plain(screen.getByTestId('quote-comment'))).toContain('Preise frei Baustelle');
  });

  it('puts a logged-in buyer’s quote under their account in the trail', async () => {
    document.cookie = 'logged_in=1; path=/';
    try {
      mockFetch({ [`/orders/quote/${uuid}`]: priced });
      openQuote('');
      await screen.findByRole('heading', { level: 1, name: 'Quote Q-100004' });
      expect(trail()).toEqual(['My account /users/profile', `Quote Q-100004 /quote/${uuid}`]);
    } finally {
      document.cookie = 'logged_in=; path=/; max-age=0';
    }
  });

  it('accepts it, makes the quote’s cart the buyer’s cart and goes on to the order step', async () => {
    const calls = mockFetch({
      [`/orders/quote/${uuid}`]: priced,
      [`/orders/quote/${uuid}/accept`]: {
        id: 7,
        uuid: 'c0ffee00-0000-4000-8000-000000000001',
        user_id: null,
        items: [],
        order_status: 'created',
        delivery_methodid: 1,
        total_price: 141_500,
        total_delivery_price: 0,
        total_discount: 0,
        total_vat_price: 36_083,
        total_price_with_vat: 177_583,
        length: 81,
        isOwnFreightAllowed: true,
        isProcessed: false,
        order_number: null,
      },
    });
    openQuote();
    fireEvent.click(await screen.findByTestId('quote-accept'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/cart/c0ffee00-0000-4000-8000-000000000001?step=order'),
    );
    const accept = calls.find((call) => call.path === `/orders/quote/${uuid}/accept`)!;
    expect([accept.init?.method, headersOf(accept).authorization]).toEqual(['POST', `Bearer ${token}`]);
    expect(useCartStore.getState().cartUuid).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('shows the server’s refusal of a late acceptance in the page’s language', async () => {
    useLocaleStore.setState({ locale: 'de' });
    mockFetch({
      [`/orders/quote/${uuid}`]: priced,
      [`/orders/quote/${uuid}/accept`]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'quote.expired', issues: [] },
      },
    });
    openQuote();
    fireEvent.click(await screen.findByTestId('quote-accept'));
    expect((await screen.findByTestId('quote-accept-refused')).textContent).toContain(
      'kann nicht mehr angenommen werden',
    );
  });

  it('offers no acceptance for an expired or a requested quote', async () => {
    mockFetch({ [`/orders/quote/${uuid}`]: { ...priced, status: 'expired' } });
    const { unmount } = openQuote();
    expect((await screen.findByTestId('quote-expired')).textContent).toContain('This quote was valid until');
    expect(screen.queryByTestId('quote-accept')).toBeNull();
    unmount();
    mockFetch({ [`/orders/quote/${uuid}`]: requested });
    openQuote();
    expect(await screen.findByText('You will receive an e-mail as soon as the quote is priced.')).toBeTruthy();
    expect(screen.queryByTestId('quote-accept')).toBeNull();
    expect(screen.queryByTestId('quote-pdf')).toBeNull();
  });

  it('asks for changes: other quantities, a line removed and a message; then says the seller has them', async () => {
    const calls = mockFetch({ [`/orders/quote/${uuid}`]: priced, [`/orders/quote/${uuid}/changes`]: secondRound });
    openQuote();
    fireEvent.click(await screen.findByTestId('quote-changes-open'));
    const [mats] = screen.getAllByTestId('quote-change-quantity') as HTMLInputElement[];
    fireEvent.change(mats!, { target: { value: '6' } });
    fireEvent.click(screen.getAllByTestId('quote-change-remove')[1]!);
    expect(screen.getAllByTestId('quote-change-quantity')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('quote-changes-submit'));
    // A message is required: refused before anything is sent.
    expect(await screen.findByText('Tell our sales team what you would like changed')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/changes'))).toBe(false);
    fireEvent.change(screen.getByTestId('quote-changes-note'), { target: { value: 'Sechs Matten, keine Pfosten' } });
    fireEvent.click(screen.getByTestId('quote-changes-submit'));
    expect((await screen.findByTestId('quote-changes-sent')).textContent).toBe(
      'Your changes are sent. We will e-mail you the revised quote.',
    );
    const sent = calls.find((call) => call.path.endsWith('/changes'))!;
    expect([sent.init?.method, headersOf(sent).authorization]).toEqual(['POST', `Bearer ${token}`]);
    expect(bodyOf(sent)).toEqual({ lines: [{ variant_id: 11, quantity: 6 }], note: 'Sechs Matten, keine Pfosten' });
    expect(plain(screen.getByTestId('quote-status'))).toBe(
      'Status: Changes asked: our sales team is pricing them · Round 2',
    );
    expect(plain(screen.getByTestId('quote-round'))).toContain('Round 1: offered €1,775.83');
    expect(screen.queryByTestId('quote-accept')).toBeNull();
  });

  it('shows the server’s refusal of changes on its line, in the page’s language', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({
      [`/orders/quote/${uuid}`]: priced,
      [`/orders/quote/${uuid}/changes`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Virheellinen pyyntö',
          issues: [{ field: 'lines.1.variant_id', reason: 'Tätä tuotetta ei ole valikoimassamme' }],
        },
      },
    });
    openQuote();
    fireEvent.click(await screen.findByTestId('quote-changes-open'));
    fireEvent.change(screen.getByTestId('quote-changes-note'), { target: { value: 'Lisää tolppia' } });
    fireEvent.click(screen.getByTestId('quote-changes-submit'));
    const [, posts] = screen.getAllByTestId('quote-change-line');
    expect(await within(posts!).findByText('Tätä tuotetta ei ole valikoimassamme')).toBeTruthy();
  });

  it('asks a visitor without a link or session to log in when the quote is not theirs to see', async () => {
    mockFetch({});
    openQuote('');
    expect((await screen.findByTestId('quote-refused')).textContent).toBe(
      'Log in with the account you requested this quote with to open it.',
    );
  });
});

describe('the seller’s pricing page', () => {
  const openPricing = (hash = `#${token}`) =>
    renderWithProviders(
      <Routes>
        <Route path="/quote-pricing" element={<QuotePricingPage />} />
      </Routes>,
      { route: `/quote-pricing${hash}` },
    );

  it('sends a price per line in cents, the validity and the comment, and shows the server’s totals', async () => {
    const calls = mockFetch({ '/orders/quote-pricing': requested });
    openPricing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Price quote request Q-100004' })).toBeTruthy();
    expect(plain(screen.getByTestId('quote-buyer'))).toBe('Rakennus Oy · Anna Virtanen · anna@rakennus-oy.fi');
    const [first, second] = screen.getAllByTestId('quote-unit-price') as HTMLInputElement[];
    fireEvent.change(first!, { target: { value: '20,00' } });
    fireEvent.change(second!, { target: { value: '15' } });
    fireEvent.change(screen.getByTestId('quote-valid-until-input'), { target: { value: '2026-12-15' } });
    fireEvent.change(screen.getByLabelText('Comment for the buyer (optional)'), {
      target: { value: 'Preise frei Baustelle' },
    });
    const after = mockFetch({ '/orders/quote-pricing': priced });
    fireEvent.click(screen.getByTestId('quote-pricing-submit'));
    expect((await screen.findByTestId('quote-priced')).textContent).toBe(
      'The quote is priced and has been sent to anna@rakennus-oy.fi.',
    );
    const sent = after.find((call) => call.init?.method === 'POST')!;
    expect(headersOf(sent).authorization).toBe(`Bearer ${token}`);
    expect(bodyOf(sent)).toEqual({
      lines: [
        { variant_id: 11, unit_price: 2_000 },
        { variant_id: 12, unit_price: 1_500 },
      ],
      valid_until: '2026-12-15',
      comment: 'Preise frei Baustelle',
    });
    expect(plain(screen.getByTestId('quote-total'))).toBe('€1,775.83');
    expect(calls[0]!.path).toBe('/orders/quote-pricing');
  });

  it('refuses an empty or malformed price before sending, and shows the server’s refusal under its field', async () => {
    mockFetch({ '/orders/quote-pricing': requested });
    openPricing();
    const [first, second] = (await screen.findAllByTestId('quote-unit-price')) as HTMLInputElement[];
    fireEvent.change(first!, { target: { value: '12,5x' } });
    fireEvent.click(screen.getByTestId('quote-pricing-submit'));
    const form = screen.getByTestId('quote-pricing-form');
    expect(within(form).getAllByText('Invalid value')).toHaveLength(2);

    const calls = mockFetch({
      '/orders/quote-pricing': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Bad request',
          issues: [{ field: 'valid_until', reason: 'The quote must be valid after today' }],
        },
      },
    });
    fireEvent.change(first!, { target: { value: '12.50' } });
    fireEvent.change(second!, { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('quote-pricing-submit'));
    expect(await within(form).findByText('The quote must be valid after today')).toBeTruthy();
    expect(bodyOf(calls.find((call) => call.init?.method === 'POST')!).lines[0].unit_price).toBe(1_250);
  });

  it('prices a later round: says which round and why, shows the earlier offers', async () => {
    mockFetch({ '/orders/quote-pricing': secondRound });
    openPricing();
    expect((await screen.findByTestId('quote-pricing-round')).textContent).toBe(
      'Round 2: the buyer asked for changes. Price the products as they are now.',
    );
    expect(screen.getAllByTestId('quote-unit-price')).toHaveLength(1);
    const round = plain(screen.getByTestId('quote-round'));
    expect(round).toContain('Round 1: offered €1,775.83');
    expect(round).toContain('40 × Doppelstabmatte (DSM-656), 41 × Zaunpfosten (ZP-100)');
  });

  it('refuses to open without the link, and shows why a link is refused', async () => {
    mockFetch({});
    const { unmount } = openPricing('');
    expect(screen.getByTestId('quote-refused').textContent).toBe('This page opens only with the link from the e-mail.');
    unmount();
    mockFetch({
      '/orders/quote-pricing': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'quote.link_expired' },
      },
    });
    openPricing();
    expect((await screen.findByTestId('quote-refused')).textContent).toBe(
      'This link has expired. Please ask us for a new one.',
    );
  });
});
