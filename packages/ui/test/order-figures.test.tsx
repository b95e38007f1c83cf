import type { Locale, Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { render, screen, within } from '@testing-library/react';
import { OrderDelivery, OrderFigures } from '../src/components/order-figures';

/** A sent order with every figure of SPEC §3's order display: four discounts, own freight, instructions. */
const order: Order = {
  id: 7,
  uuid: '0b3c5d7e-9f1a-4b2c-8d3e-4f5a6b7c8d9e',
  user_id: 7,
  items: [],
  order_status: 'confirmed',
  delivery_methodid: 2,
  total_price: 80_000,
  total_delivery_price: 1_500,
  total_discount: 18_000,
  total_vat_price: 20_783,
  total_price_with_vat: 102_283,
  length: 40,
  isOwnFreightAllowed: true,
  isProcessed: true,
  order_number: 'NB-100007',
  breakdown: {
    goods: 98_000,
    discounts: {
      order_line: 4_900,
      volume: 4_900,
      whole_order: 4_410,
      personal: { cents: 3_790, percent: 4.5, end_date: '2026-12-31' },
    },
    freight: 0,
    packaging: 1_500,
    vat: { kind: 'domestic', rate_percent: 25.5 },
  },
  delivery: {
    type: 'own_freight',
    own_freight: { carrierName: 'Kuljetus Virtanen Oy', carrierPhone: '+358401112223' },
    problem: null,
  },
  shipping_comment: 'Portti 3, soittakaa',
};

/** Each figure's label and amount as the reader sees them, spaces made plain. */
function figures(locale: Locale, shown: Order = order, preview?: Parameters<typeof OrderFigures>[0]['preview']) {
  useLocaleStore.setState({ locale });
  const { container, unmount } = render(<OrderFigures order={shown} preview={preview} totalTestId="total" />);
  const rows = Object.fromEntries(
    [...container.querySelectorAll('[data-figure]')].map((row) => [
      row.getAttribute('data-figure'),
      [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent].map((text) =>
        text!.replace(/[\u00a0\u202f]/g, ' '),
      ),
    ]),
  );
  unmount();
  return rows;
}

describe('OrderFigures', () => {
  it('says in the reader language why an order that asked for reverse charge carries VAT', () => {
    const charged: Order = {
      ...order,
      breakdown: {
        ...order.breakdown!,
        vat: {
          kind: 'eu_consumer',
          rate_percent: 24,
          charged_reason: { code: 'name_mismatch', register_name: 'Tallinna Ehitus OÜ' },
        },
      },
    };
    for (const [locale, text] of [
      ['en', 'VAT charged: the company name does not match the register (Tallinna Ehitus OÜ).'],
      ['de', 'MwSt. berechnet: Der Firmenname stimmt nicht mit dem Register überein (Tallinna Ehitus OÜ).'],
    ] as const) {
      useLocaleStore.setState({ locale });
      const { unmount } = render(<OrderFigures order={charged} />);
      expect(screen.getByTestId('vat-charged-reason').textContent).toBe(text);
      unmount();
    }
    render(<OrderFigures order={order} />);
    expect(screen.queryByTestId('vat-charged-reason')).toBeNull();
  });

  it('shows in German each kind of discount apart, delivery costs as freight plus packaging, VAT at its rate', () => {
    expect(figures('de')).toEqual({
      goods: ['Produkte', '980,00 €'],
      'discount-order-line': ['Positionsrabatte', '−49,00 €'],
      'discount-volume': ['Mengenrabatte', '−49,00 €'],
      'discount-whole-order': ['Rabatt auf die ganze Bestellung', '−44,10 €'],
      'discount-personal': ['Persönlicher Rabatt 4,5 %, gültig bis 31.12.2026', '−37,90 €'],
      delivery: ['Lieferkosten', '15,00 €'],
      freight: ['Fracht', '0,00 €'],
      packaging: ['Verpackung', '15,00 €'],
      'total-excl-vat': ['Summe ohne MwSt.', '815,00 €'],
      vat: ['MwSt. 25,5 %', '207,83 €'],
      total: ['Gesamt inkl. MwSt.', '1.022,83 €'],
    });
  });

  it('shows the same in Finnish with Finnish numbers and dates', () => {
    expect(figures('fi')).toEqual({
      goods: ['Tuotteet', '980,00 €'],
      'discount-order-line': ['Tilausrivien alennukset', '−49,00 €'],
      'discount-volume': ['Määräalennukset', '−49,00 €'],
      'discount-whole-order': ['Koko tilauksen alennus', '−44,10 €'],
      'discount-personal': ['Henkilökohtainen alennus 4,5 %, voimassa 31.12.2026 asti', '−37,90 €'],
      delivery: ['Toimituskulut', '15,00 €'],
      freight: ['Rahti', '0,00 €'],
      packaging: ['Pakkaus', '15,00 €'],
      'total-excl-vat': ['Yhteensä ilman ALV:ta', '815,00 €'],
      vat: ['ALV 25,5 %', '207,83 €'],
      total: ['Yhteensä sis. ALV', '1 022,83 €'],
    });
  });

  it('leaves out discounts the order does not have and says when a personal discount has no end', () => {
    const shown = figures('en', {
      ...order,
      breakdown: {
        ...order.breakdown!,
        discounts: {
          order_line: 0,
          volume: 0,
          whole_order: 4_410,
          personal: { cents: 3_790, percent: 5, end_date: null },
        },
      },
    });
    expect(Object.keys(shown)).not.toContain('discount-order-line');
    expect(Object.keys(shown)).not.toContain('discount-volume');
    expect(shown['discount-whole-order']).toEqual(['Whole-order discount', '−€44.10']);
    expect(shown['discount-personal']).toEqual(['Personal discount 5%, no end date', '−€37.90']);
  });

  it("shows a delivery method being picked with the server's figures for it, without a split it does not have", () => {
    const shown = figures('de', order, { method: 'product_freight', delivery: 6_400, vat: 22_032, total: 108_432 });
    expect(shown.delivery).toEqual(['Lieferkosten', '64,00 €']);
    expect(shown.freight).toBeUndefined();
    expect(shown['total-excl-vat']).toEqual(['Summe ohne MwSt.', '864,00 €']);
    expect(shown.vat).toEqual(['MwSt. 25,5 %', '220,32 €']);
    expect(shown.total).toEqual(['Gesamt inkl. MwSt.', '1.084,32 €']);
  });

  it('names reverse charge instead of a rate', () => {
    const shown = figures('fi', {
      ...order,
      breakdown: { ...order.breakdown!, vat: { kind: 'reverse_charge', rate_percent: 0 } },
    });
    expect(shown.vat![0]).toBe('ALV 0 % (käännetty verovelvollisuus)');
  });

  it('shows an order priced before the breakdown with its discounts and delivery costs undivided', () => {
    const shown = figures('de', { ...order, breakdown: undefined });
    expect(shown.discounts).toEqual(['Rabatte', '−180,00 €']);
    expect(shown.freight).toBeUndefined();
    expect(shown.vat).toEqual(['MwSt.', '207,83 €']);
  });
});

describe('OrderDelivery', () => {
  const delivery = (locale: Locale, shown: Order = order, method?: Parameters<typeof OrderDelivery>[0]['method']) => {
    useLocaleStore.setState({ locale });
    render(<OrderDelivery order={shown} method={method} />);
  };

  it("shows in German the method, its delivery time, the buyer's carrier and the delivery instructions", () => {
    delivery('de');
    const method = screen.getByText('Lieferart').closest('div')!;
    expect(within(method).getByText('Eigene Fracht (nur Verpackungsgebühr)')).toBeInTheDocument();
    expect(within(method).getByText('Spediteur: Kuljetus Virtanen Oy, Tel. +358401112223')).toBeInTheDocument();
    expect(screen.getByText('Lieferzeit').nextSibling).toHaveTextContent(
      'Abholbereit für Ihren Spediteur in 1–3 Werktagen',
    );
    expect(screen.getByText('Lieferhinweise').nextSibling).toHaveTextContent('Portti 3, soittakaa');
  });

  it("shows in Finnish the buyer's freight contract and own freight's delivery time", () => {
    delivery('fi', {
      ...order,
      delivery: { type: 'own_freight', own_freight: { contractNumber: 'RS-4411' }, problem: null },
    });
    expect(screen.getByText('Rahtisopimus: RS-4411')).toBeInTheDocument();
    expect(screen.getByText('Toimitusaika').nextSibling).toHaveTextContent(
      'Rahdinkuljettajanne noudettavissa 1–3 arkipäivässä',
    );
  });

  it('follows a method being picked, without the carrier of own freight', () => {
    delivery('fi', order, 'product_freight');
    expect(screen.getByText('Tuoterahti, kiinteä hinta koko maahan')).toBeInTheDocument();
    expect(screen.getByText('Toimitusaika').nextSibling).toHaveTextContent(
      'Lähtee 1–3 arkipäivässä, perillä 3–5 arkipäivässä (Virossa 2–4)',
    );
    expect(screen.queryByText(/Rahdinkuljettaja:/)).not.toBeInTheDocument();
  });

  /** The order by timed delivery, booked for Thursday 3 December 2026 07:30-11:00, with a work-site contact. */
  const timed: Order = {
    ...order,
    delivery_methodid: 5,
    delivery: { type: 'timecap', own_freight: null, problem: null },
    delivery_window: { date: '2026-12-03', from: '07:30', to: '11:00' },
    site_contact: { name: 'Matti Meikäläinen', phone: '+358 40 123 4567' },
  };
  const rowText = (name: string) =>
    document.querySelector(`[data-delivery="${name}"]`)?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

  it('shows in German the booked day and hours as the delivery time of a timed delivery, and the site contact', () => {
    delivery('de', timed);
    expect(rowText('window')).toBe('LieferzeitDonnerstag, 3. Dezember 2026, 07:30–11:00 Uhr');
    expect(screen.queryByText(/Versand in 1–3 Werktagen/)).toBeNull();
    expect(rowText('site-contact')).toBe('Ansprechpartner auf der BaustelleMatti Meikäläinen, Tel. +358 40 123 4567');
  });

  it('shows in Finnish the booked day and hours in Finnish formats, and the site contact', () => {
    delivery('fi', timed);
    expect(rowText('window')).toBe('Toimitusaikatorstai 3. joulukuuta 2026 klo 07.30–11.00');
    expect(rowText('site-contact')).toBe('Yhteyshenkilö työmaallaMatti Meikäläinen, puh. +358 40 123 4567');
  });

  it('shows the booked window in English', () => {
    delivery('en', timed);
    expect(screen.getByText('Delivery time').nextSibling).toHaveTextContent(
      /^Thursday, December 3, 2026, 07:30\sAM–11:00\sAM$/,
    );
    expect(screen.getByText('Contact on site').nextSibling).toHaveTextContent(
      'Matti Meikäläinen, phone +358 40 123 4567',
    );
  });

  it('shows the booked window in Estonian', () => {
    delivery('et', timed);
    expect(rowText('window')).toBe('Tarneaegneljapäev, 3. detsember 2026 kell 07:30–11:00');
    expect(rowText('site-contact')).toBe('Kontaktisik objektilMatti Meikäläinen, tel +358 40 123 4567');
  });

  it('shows the term, not the booked window, while another method is picked, and keeps the site contact', () => {
    delivery('de', timed, 'crane_unloading');
    expect(document.querySelector('[data-delivery="window"]')).toBeNull();
    expect(rowText('term')).toBe(
      'LieferzeitVersand in 1–3 Werktagen, Kranentladung in 3–5 Werktagen (innerhalb Estlands 2–4)',
    );
    expect(rowText('site-contact')).toContain('Matti Meikäläinen');
  });

  it('shows the agreed-window term for a timed delivery without its window, and no contact when none', () => {
    delivery('fi', { ...timed, delivery_window: null, site_contact: null });
    expect(rowText('term')).toBe('ToimitusaikaLähtee 1–3 arkipäivässä, toimitetaan kanssanne sovittuna aikaikkunana');
    expect(document.querySelector('[data-delivery="site-contact"]')).toBeNull();
  });

  it('names the method of an order by its id when it has no priced delivery, and no instructions when none', () => {
    delivery('de', { ...order, delivery: undefined, delivery_methodid: 5, shipping_comment: '  ' });
    expect(screen.getByText('Lieferung im vereinbarten Zeitfenster')).toBeInTheDocument();
    expect(screen.queryByText('Lieferhinweise')).not.toBeInTheDocument();
  });
});
