import type { FulfilmentPart, Locale, Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { OrderHistory } from '../src/features/profile/order-history';

/** A sent order as GET /orders/by-user answers it: volume and personal discounts, product freight. */
const sent: Order = {
  id: 12,
  uuid: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  user_id: 7,
  items: [],
  order_status: 'confirmed',
  delivery_methodid: 1,
  total_price: 46_550,
  total_delivery_price: 6_400,
  total_discount: 2_450,
  total_vat_price: 13_502,
  total_price_with_vat: 66_452,
  length: 20,
  isOwnFreightAllowed: true,
  isProcessed: true,
  order_number: 'NB-100012',
  completed_at: '2026-11-20T10:00:00.000Z',
  breakdown: {
    goods: 49_000,
    discounts: { order_line: 0, volume: 2_450, whole_order: 0, personal: { cents: 0, percent: 3, end_date: null } },
    freight: 4_900,
    packaging: 1_500,
    vat: { kind: 'domestic', rate_percent: 25.5 },
  },
  delivery: { type: 'product_freight', own_freight: null, problem: null },
  shipping_comment: 'Toimitus takapihalle',
};

function openOrder(locale: Locale) {
  useLocaleStore.setState({ locale });
  mockFetch({ '/orders/by-user': [sent] });
  renderWithProviders(<OrderHistory />);
}

const plain = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('the order view in the order history', () => {
  it('opens in German with the discount kinds apart, freight and packaging, VAT and the delivery', async () => {
    openOrder('de');
    const details = await screen.findByTestId('order-details');
    fireEvent.click(within(details).getByText('Bestelldetails'));
    const figure = (name: string) => plain(details.querySelector(`[data-figure="${name}"]`)!);
    expect(figure('goods')).toBe('Produkte490,00 €');
    expect(figure('discount-volume')).toBe('Mengenrabatte−24,50 €');
    // A personal discount that came to nothing (under its threshold) is not a line.
    expect(details.querySelector('[data-figure="discount-personal"]')).toBeNull();
    expect(details.querySelector('[data-figure="discount-order-line"]')).toBeNull();
    expect(figure('delivery')).toBe('Lieferkosten64,00 €');
    expect(figure('freight')).toBe('Fracht49,00 €');
    expect(figure('packaging')).toBe('Verpackung15,00 €');
    expect(figure('vat')).toBe('MwSt. 25,5 %135,02 €');
    expect(figure('total')).toBe('Gesamt inkl. MwSt.664,52 €');
    expect(plain(details)).toContain('Produktfracht, Pauschale landesweit');
    expect(plain(details)).toContain('Versand in 1–3 Werktagen, Ankunft in 3–5 Werktagen (innerhalb Estlands 2–4)');
    expect(plain(details)).toContain('LieferhinweiseToimitus takapihalle');
  });

  it('opens in Finnish with Finnish labels and numbers', async () => {
    openOrder('fi');
    const details = await screen.findByTestId('order-details');
    fireEvent.click(within(details).getByText('Tilauksen tiedot'));
    expect(plain(details.querySelector('[data-figure="discount-volume"]')!)).toBe('Määräalennukset−24,50 €');
    expect(plain(details.querySelector('[data-figure="freight"]')!)).toBe('Rahti49,00 €');
    expect(plain(details.querySelector('[data-figure="vat"]')!)).toBe('ALV 25,5 %135,02 €');
    expect(plain(details)).toContain('ToimitusaikaLähtee 1–3 arkipäivässä, perillä 3–5 arkipäivässä (Virossa 2–4)');
  });
});

describe('the count of pieces in the order history', () => {
  it.each([
    ['fi', '1 kappale', '1 200 kappaletta'],
    ['en', '1 piece', '1,200 pieces'],
    ['de', '1 Stück', '1.200 Stück'],
    ['et', '1 tükk', '1200 tükki'],
  ] as const)('says one piece and many in %s, in its number format', async (locale, one, many) => {
    useLocaleStore.setState({ locale });
    const single = {
      ...sent,
      id: 13,
      uuid: '7b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e',
      order_number: 'NB-100013',
      length: 1,
    };
    mockFetch({ '/orders/by-user': [single, { ...sent, length: 1_200 }] });
    renderWithProviders(<OrderHistory />);
    const rows = await screen.findAllByTestId('order-row');
    const meta = rows.map((row) => plain(row.querySelector('.order-row__meta')!).split(' · ')[1]);
    expect(meta).toEqual([one, many]);
  });
});

describe("each supplier's part in the order view", () => {
  const part = (
    id: number,
    name: string,
    state: FulfilmentPart['state'],
    extra: Partial<FulfilmentPart>,
    lines: FulfilmentPart['lines'],
  ): FulfilmentPart => ({
    supplier: { id, name, language: 'fi' },
    state,
    lines,
    created_at: '2026-11-20T10:00:00.000Z',
    mailed_at: '2026-11-20T10:00:05.000Z',
    confirmed_at: null,
    dispatch_date: null,
    shipped_at: null,
    shipment: null,
    history: [],
    ...extra,
  });
  const routed: Order = {
    ...sent,
    fulfilment: {
      parts: [
        part(
          3,
          'Betoni Oy',
          'shipped',
          {
            dispatch_date: '2026-11-24',
            shipment: {
              carrier: 'Kaukokiito',
              tracking_number: 'KK123456',
              tracking_url: 'https://kk.example/KK123456',
            },
          },
          [
            {
              variant_id: 11,
              code: 'NB-11',
              title: 'Harkko 200',
              quantity: 1200,
              reference: '',
              state: 'shipped',
              reason: null,
            },
          ],
        ),
        part(5, 'Puu AS', 'not_deliverable', {}, [
          {
            variant_id: 12,
            code: 'NB-12',
            title: 'Lauta 22x100',
            quantity: 40,
            reference: '',
            state: 'not_deliverable',
            reason: 'Tuotanto lopetettu',
          },
        ]),
      ],
    },
  };

  it('shows state, dispatch day and tracking as a link, and the reason of a line not deliverable', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({ '/orders/by-user': [routed] });
    renderWithProviders(<OrderHistory />);
    const parts = await screen.findAllByTestId('order-part');
    expect(parts.map((p) => p.getAttribute('data-state'))).toEqual(['shipped', 'not_deliverable']);
    expect(plain(parts[0]!)).toContain('Betoni OyLähetetty');
    expect(plain(parts[0]!.querySelector('[data-part="dispatch"]')!)).toBe('Lähetyspäivä: 24.11.2026');
    const tracking = within(parts[0]!).getByRole('link', { name: 'Kaukokiito, seurantanumero KK123456' });
    expect(tracking.getAttribute('href')).toBe('https://kk.example/KK123456');
    expect(plain(parts[0]!)).toContain('1 200 × Harkko 200');
    expect(plain(parts[1]!)).toContain('Puu ASEi toimitettavissa');
    expect(plain(parts[1]!)).toContain('Syy: Tuotanto lopetettu');
    expect(parts[1]!.querySelector('[data-part="tracking"]')).toBeNull();
  });

  it('shows tracking without a link when the carrier gave no tracking page, in German', async () => {
    useLocaleStore.setState({ locale: 'de' });
    const first = routed.fulfilment!.parts[0]!;
    const withoutUrl: Order = {
      ...routed,
      fulfilment: { parts: [{ ...first, shipment: { ...first.shipment!, tracking_url: null } }] },
    };
    mockFetch({ '/orders/by-user': [withoutUrl] });
    renderWithProviders(<OrderHistory />);
    const [shipped] = await screen.findAllByTestId('order-part');
    expect(plain(shipped!.querySelector('[data-part="tracking"]')!)).toBe('Kaukokiito, Sendungsnummer KK123456');
    expect(within(shipped!).queryByRole('link')).toBeNull();
    expect(plain(shipped!)).toContain('Versanddatum: 24.11.2026');
  });

  it('has no supplier section before the order is routed', async () => {
    openOrder('en');
    await screen.findByTestId('order-details');
    expect(screen.queryByTestId('order-parts')).toBeNull();
  });
});
