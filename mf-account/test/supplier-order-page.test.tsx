import type { FulfilmentLine, SupplierOrderView } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupplierOrderPage } from '../src/features/supplier-order/supplier-order-page';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJvcmRlciI6IngifQ.c2ln';
const line = (variant_id: number, title: string, state: FulfilmentLine['state'] = 'received'): FulfilmentLine => ({
  variant_id,
  code: `NB-${variant_id}`,
  title,
  quantity: 1200,
  reference: `Kohde ${variant_id}`,
  state,
  reason: null,
});

/** A Finnish supplier's purchase order as GET /orders/supplier-order answers it. */
const received: SupplierOrderView = {
  order_number: 'NB-100042',
  supplier: { id: 3, name: 'Betoni Oy', language: 'fi' },
  part: {
    state: 'received',
    lines: [line(11, 'Harkko 200'), line(12, 'Laasti 25 kg')],
    created_at: '2026-11-20T10:00:00.000Z',
    mailed_at: '2026-11-20T10:00:05.000Z',
    confirmed_at: null,
    dispatch_date: null,
    shipped_at: null,
    shipment: null,
    history: [],
  },
  delivery: {
    method: 'timecap',
    company: 'Rakennus Oy',
    name: 'Anna Virtanen',
    street: 'Työmaantie 4',
    post_code: '00510',
    city: 'Helsinki',
    country: 'FI',
    phone: '+358401112223',
    window: { date: '2026-11-27', from: '08:00', to: '10:00' },
    site_contact: { name: 'Pekka Mäki', phone: '+358401112223' },
    instructions: 'Portti B, soita ennen',
    own_freight: null,
  },
  buyer_reference: 'Työmaa 7',
  comment: '',
  link_expires_at: '2026-12-20T10:00:00.000Z',
  earliest_dispatch_date: '2026-11-23',
};
const confirmed: SupplierOrderView = {
  ...received,
  part: {
    ...received.part,
    state: 'confirmed',
    lines: received.part.lines.map((l) => ({ ...l, state: 'confirmed' })),
    confirmed_at: '2026-11-21T08:00:00.000Z',
    dispatch_date: '2026-11-24',
  },
};
const shipped: SupplierOrderView = {
  ...confirmed,
  part: {
    ...confirmed.part,
    state: 'shipped',
    lines: confirmed.part.lines.map((l) => ({ ...l, state: 'shipped' })),
    shipped_at: '2026-11-24T12:00:00.000Z',
    shipment: { carrier: 'Kaukokiito', tracking_number: 'KK123456', tracking_url: null },
  },
};

const openPage = (hash = `#${token}`) =>
  renderWithProviders(<SupplierOrderPage />, { route: `/supplier-order${hash}` });
const plain = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');
const bodyOf = (call: { init: RequestInit | undefined }) => JSON.parse(String(call.init?.body));
const headersOf = (call: { init: RequestInit | undefined }) => call.init?.headers as Record<string, string>;

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
});

describe('the supplier page', () => {
  it("sends the fragment's token as a Bearer token and shows the part in the supplier's language", async () => {
    const calls = mockFetch({ '/orders/supplier-order': received });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ostotilaus NB-100042' })).toBeTruthy();
    expect(useLocaleStore.getState().locale).toBe('fi');
    const read = calls.find((call) => call.path === '/orders/supplier-order')!;
    expect(headersOf(read).authorization).toBe(`Bearer ${token}`);
    // The token never goes into an address.
    expect(calls.every((call) => !call.path.includes(token))).toBe(true);

    const lines = screen.getAllByTestId('supplier-order-line');
    expect(lines.map(plain)).toEqual([
      'NB-11Harkko 2001 200Kohde 11Odottaa vahvistusta',
      'NB-12Laasti 25 kg1 200Kohde 12Odottaa vahvistusta',
    ]);
    const delivery = screen.getByTestId('supplier-order-delivery');
    const row = (name: string) => plain(delivery.querySelector(`[data-delivery="${name}"]`)!);
    expect(row('address')).toBe('ToimitusosoiteRakennus Oy, Anna Virtanen, Työmaantie 4, 00510 Helsinki, FI');
    expect(row('phone')).toBe('Puhelin kuljetusliikkeelle+358401112223');
    expect(row('window')).toBe('Varattu toimitusaika27.11.2026 klo 08:00–10:00');
    expect(row('site-contact')).toContain('Pekka Mäki');
    expect(row('instructions')).toContain('Portti B, soita ennen');
    expect(row('reference')).toContain('Työmaa 7');
    // Nothing to ship before the lines are answered.
    expect(screen.queryByTestId('ship-form')).toBeNull();
  });

  it('confirms the chosen lines with the dispatch day and shows the part as the server answers it', async () => {
    const calls = mockFetch({ '/orders/supplier-order': received, '/orders/supplier-order/confirm': confirmed });
    openPage();
    const form = await screen.findByTestId('confirm-form');
    fireEvent.click(within(form).getByLabelText('Vahvista Laasti 25 kg'));
    fireEvent.change(within(form).getByLabelText(/Lähetyspäivä/), { target: { value: '2026-11-24' } });
    fireEvent.click(within(form).getByTestId('confirm-submit'));

    expect(await screen.findByTestId('supplier-order-dispatch')).toHaveProperty(
      'textContent',
      'Lähetyspäivä: 24.11.2026',
    );
    const confirm = calls.find((call) => call.path === '/orders/supplier-order/confirm')!;
    expect(confirm.init?.method).toBe('POST');
    expect(headersOf(confirm).authorization).toBe(`Bearer ${token}`);
    expect(bodyOf(confirm)).toEqual({ variant_ids: [11], dispatch_date: '2026-11-24' });
    expect(screen.queryByTestId('confirm-form')).toBeNull();
    expect(screen.getByTestId('ship-form')).toBeTruthy();
    expect(useUiStore.getState().notifications.map((n) => n.message)).toEqual(['Kiitos, vastauksenne on tallennettu.']);
  });

  it("starts the dispatch day at the shop's today as the server counts it, not the browser's", async () => {
    // A browser a day behind Helsinki (a German supplier near midnight) must not offer a day the server refuses.
    const calls = mockFetch({
      '/orders/supplier-order': { ...received, earliest_dispatch_date: '2031-03-04' },
      '/orders/supplier-order/confirm': confirmed,
    });
    openPage();
    const form = await screen.findByTestId('confirm-form');
    const date = within(form).getByLabelText(/Lähetyspäivä/) as HTMLInputElement;
    expect([date.value, date.min]).toEqual(['2031-03-04', '2031-03-04']);
    fireEvent.click(within(form).getByTestId('confirm-submit'));
    await screen.findByTestId('supplier-order-dispatch');
    const confirm = calls.find((call) => call.path === '/orders/supplier-order/confirm')!;
    expect(bodyOf(confirm)).toEqual({ variant_ids: [11, 12], dispatch_date: '2031-03-04' });
  });

  it('refuses to confirm no line at all before asking the server', async () => {
    const calls = mockFetch({ '/orders/supplier-order': received });
    openPage();
    const form = await screen.findByTestId('confirm-form');
    fireEvent.click(within(form).getByLabelText('Vahvista Harkko 200'));
    fireEvent.click(within(form).getByLabelText('Vahvista Laasti 25 kg'));
    fireEvent.click(within(form).getByTestId('confirm-submit'));
    expect(await within(form).findByText('Valitkaa vähintään yksi rivi')).toBeTruthy();
    expect(calls.some((call) => call.path === '/orders/supplier-order/confirm')).toBe(false);
  });

  it("shows a 409's reason under the field it names", async () => {
    mockFetch({
      '/orders/supplier-order': received,
      '/orders/supplier-order/confirm': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'FULFILMENT_STATE',
          message: 'Lähetyspäivä ei voi olla menneisyydessä',
          issues: [{ field: 'dispatch_date', reason: 'Lähetyspäivä ei voi olla menneisyydessä' }],
        },
      },
    });
    openPage();
    const form = await screen.findByTestId('confirm-form');
    fireEvent.click(within(form).getByTestId('confirm-submit'));
    const date = within(form).getByLabelText(/Lähetyspäivä/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(plain(form)).toContain('Lähetyspäivä ei voi olla menneisyydessä');
  });

  it('ships with carrier and tracking, asking for an https tracking address first', async () => {
    const calls = mockFetch({ '/orders/supplier-order': confirmed, '/orders/supplier-order/shipped': shipped });
    openPage();
    const form = await screen.findByTestId('ship-form');
    fireEvent.change(within(form).getByLabelText(/Kuljetusliike/), { target: { value: 'Kaukokiito' } });
    fireEvent.change(within(form).getByLabelText(/Seurantanumero/), { target: { value: 'KK123456' } });
    fireEvent.change(within(form).getByLabelText(/Seurantaosoite/), { target: { value: 'http://kk.example/1' } });
    fireEvent.click(within(form).getByTestId('ship-submit'));
    expect(await within(form).findByText('Antakaa seurantaosoite muodossa https://…')).toBeTruthy();
    expect(calls.some((call) => call.path === '/orders/supplier-order/shipped')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Seurantaosoite/), { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('ship-submit'));
    expect(await screen.findByTestId('supplier-order-done')).toBeTruthy();
    expect(bodyOf(calls.find((call) => call.path === '/orders/supplier-order/shipped')!)).toEqual({
      carrier: 'Kaukokiito',
      tracking_number: 'KK123456',
    });
    expect(screen.getByTestId('supplier-order-shipment').textContent).toBe('Kaukokiito, seurantanumero KK123456');
  });

  it('reports one line not deliverable with the reason', async () => {
    const answered: SupplierOrderView = {
      ...received,
      part: {
        ...received.part,
        lines: [line(11, 'Harkko 200'), { ...line(12, 'Laasti 25 kg', 'not_deliverable'), reason: 'Loppunut' }],
      },
    };
    const calls = mockFetch({ '/orders/supplier-order': received, '/orders/supplier-order/not-deliverable': answered });
    openPage();
    const form = await screen.findByTestId('not-deliverable-form');
    fireEvent.change(within(form).getByLabelText('Rivi'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText(/Syy/), { target: { value: ' Loppunut ' } });
    fireEvent.click(within(form).getByTestId('not-deliverable-submit'));
    await waitFor(() =>
      expect(screen.getAllByTestId('supplier-order-line')[1]!.getAttribute('data-state')).toBe('not_deliverable'),
    );
    expect(bodyOf(calls.find((call) => call.path === '/orders/supplier-order/not-deliverable')!)).toEqual({
      variant_id: 12,
      reason: 'Loppunut',
    });
    expect(plain(screen.getAllByTestId('supplier-order-line')[1]!)).toContain('Syy: Loppunut');
  });

  it("says an expired link is expired, in the page's language", async () => {
    useLocaleStore.setState({ locale: 'de' });
    mockFetch({
      '/orders/supplier-order': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'fulfilment.link_expired' },
      },
    });
    openPage();
    expect((await screen.findByTestId('supplier-order-refused')).textContent).toBe(
      'Dieser Link ist abgelaufen. Bitte fordern Sie bei uns einen neuen an',
    );
  });

  it('asks for the link from the mail when the address has no token, without calling', async () => {
    const calls = mockFetch({});
    openPage('');
    expect((await screen.findByTestId('supplier-order-refused')).textContent).toBe(
      'This page needs the link from the purchase order e-mail',
    );
    expect(calls).toEqual([]);
  });
});
