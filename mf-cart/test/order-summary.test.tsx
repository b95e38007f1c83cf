import type { Locale, Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { OrderSummary } from '../src/features/checkout/order-summary';
import { useCheckoutStep } from '../src/stores/checkout-step';
import { checkoutCart } from './helpers/orders';

/** 40 panels with a campaign line discount, the whole-order and a personal discount; own freight by contract. */
const cart: Order = {
  ...checkoutCart,
  delivery_methodid: 2,
  items: [{ ...checkoutCart.items[0]!, quantity: 40, discount: 4_900 }],
  length: 40,
  total_price: 84_690,
  total_delivery_price: 1_500,
  total_discount: 13_310,
  total_vat_price: 21_979,
  total_price_with_vat: 108_169,
  breakdown: {
    goods: 98_000,
    discounts: {
      order_line: 4_900,
      volume: 0,
      whole_order: 4_655,
      personal: { cents: 3_755, percent: 4.25, end_date: '2027-03-31' },
    },
    freight: 0,
    packaging: 1_500,
    vat: { kind: 'domestic', rate_percent: 25.5 },
  },
  delivery: { type: 'own_freight', own_freight: { contractNumber: 'RS-4411' }, problem: null },
};

function summary(locale: Locale) {
  useLocaleStore.setState({ locale });
  useCheckoutStep.setState({ step: 'cart' });
  mockFetch({});
  renderWithProviders(<OrderSummary cart={cart} />);
  const rows = [...screen.getByTestId('order-summary').querySelectorAll('[data-figure]')];
  return {
    figures: rows.map((row) => row.textContent!.replace(/[\u00a0\u202f]/g, ' ')),
    text: screen.getByTestId('order-summary').textContent!.replace(/[\u00a0\u202f]/g, ' '),
  };
}

describe('the order summary beside the cart', () => {
  it('lists in German each discount apart, delivery costs as freight plus packaging, and own freight', () => {
    const { figures, text } = summary('de');
    expect(figures).toEqual([
      'Produkte980,00 €',
      'Positionsrabatte−49,00 €',
      'Rabatt auf die ganze Bestellung−46,55 €',
      'Persönlicher Rabatt 4,25 %, gültig bis 31.03.2027−37,55 €',
      'Lieferkosten15,00 €',
      'Fracht0,00 €',
      'Verpackung15,00 €',
      'Summe ohne MwSt.861,90 €',
      'MwSt. 25,5 %219,79 €',
      'Gesamt inkl. MwSt.1.081,69 €',
    ]);
    expect(text).toContain('LieferartEigene Fracht (nur Verpackungsgebühr)Frachtvertrag: RS-4411');
    expect(text).toContain('LieferzeitAbholbereit für Ihren Spediteur in 1–3 Werktagen');
  });

  it('lists the same in Finnish', () => {
    const { figures, text } = summary('fi');
    expect(figures).toContain('Tilausrivien alennukset−49,00 €');
    expect(figures).toContain('Henkilökohtainen alennus 4,25 %, voimassa 31.3.2027 asti−37,55 €');
    expect(figures).toContain('Pakkaus15,00 €');
    expect(figures).toContain('ALV 25,5 %219,79 €');
    expect(text).toContain('Rahtisopimus: RS-4411');
    expect(text).toContain('ToimitusaikaRahdinkuljettajanne noudettavissa 1–3 arkipäivässä');
  });
});
