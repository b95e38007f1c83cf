import type { DeliveryOption, Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch, type RecordedCall } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DeliveryAndDetails } from '../src/features/checkout/delivery-and-details';
import { cartUuid as uuid, checkoutCart, finnishCompany } from './helpers/orders';

const option = (type: DeliveryOption['type'], problem: DeliveryOption['problem'] = null): DeliveryOption => ({
  type,
  available: problem === null,
  problem,
  delivery_price: 6_400,
  total_price_with_vat: 20_331,
});
const kitCart = [option('product_freight'), option('own_freight', 'own_freight_not_allowed')];

function answers(cart: Order, options: DeliveryOption[]) {
  return mockFetch({
    '/countries': [{ code: 'FI', name: 'Finland', euMember: true, vatRate: 25.5, phonePrefix: '+358' }],
    [`/orders/delivery-options/${uuid}`]: options,
    [`/orders/set-form/${uuid}`]: cart,
    [`/orders/set-state/${uuid}`]: cart,
    [`/orders/set-shipping-comment/${uuid}`]: cart,
  });
}
const renderStep = (cart: Order) =>
  renderWithProviders(<DeliveryAndDetails cart={cart} />, { route: `/cart/${uuid}?step=order` });

/** The cart as the server priced it, with SPEC §9's small-order rule as applied to it. */
const pricedCart = (smallOrder: { applies: boolean; freight_waived: number }): Order => ({
  ...checkoutCart,
  breakdown: {
    goods: 9_800,
    discounts: { order_line: 0, volume: 0, whole_order: 0, personal: null },
    freight: smallOrder.applies ? 4_900 : 0,
    packaging: 1_500,
    small_order: { threshold: 1_000_000, ...smallOrder },
    vat: { kind: 'domestic', rate_percent: 25.5 },
  },
});
/** Intl's money formats put no-break spaces in: compared as the reader sees them. */
const note = () => screen.getByTestId('small-order-note').textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('DeliveryMethods: why a method cannot serve this cart', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('own freight refused for a kit says so, not the work-site area, and cannot be chosen', async () => {
    answers(checkoutCart, kitCart);
    renderStep(checkoutCart);
    expect(await screen.findByTestId('delivery-problem-own_freight')).toHaveTextContent(
      "Own freight is not possible for this cart: fence kits are put together from several makers' goods and " +
        'delivered by our freight only.',
    );
    expect(screen.getByLabelText(/Own freight/)).toBeDisabled();
    expect(screen.queryByText(/only available in the capital area/)).toBeNull();
    expect(screen.queryByTestId('delivery-problem-product_freight')).toBeNull();
  });

  it('work-site freight outside its area says that, in the buyer’s language', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    answers(checkoutCart, [option('product_freight'), option('worksite_fence_line', 'worksite_outside_area')]);
    renderStep(checkoutCart);
    expect(await screen.findByTestId('delivery-problem-worksite_fence_line')).toHaveTextContent(
      'Työmaatoimitus aitalinjalle on saatavilla vain pääkaupunkiseudulla.',
    );
    expect(screen.queryByText(/Oma rahti ei ole mahdollinen/)).toBeNull();
  });

  it('keeps the buyer on the step with the kit’s reason when own freight was saved before the kit came', async () => {
    const cart: Order = {
      ...checkoutCart,
      form: { type: 'company', ...finnishCompany, country: 'FI' },
      delivery: {
        type: 'own_freight',
        own_freight: { contractNumber: 'RAHTI-77' },
        problem: 'own_freight_not_allowed',
      },
    };
    const calls: RecordedCall[] = answers(cart, kitCart);
    renderStep(cart);
    await screen.findByTestId('delivery-problem-own_freight');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/Own freight is not possible for this cart/, { selector: '[role="alert"]' }),
    ).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.path === `/orders/set-form/${uuid}`)).toBe(true));
    expect(calls.some((c) => c.path === `/orders/set-state/${uuid}`)).toBe(false);
  });
});

describe('DeliveryMethods: the small-order rule', () => {
  it('a small order learns from which amount product freight is free, in Finnish money format', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    const cart = pricedCart({ applies: true, freight_waived: 0 });
    answers(cart, [option('product_freight')]);
    renderStep(cart);
    await screen.findByTestId('small-order-note');
    expect(note()).toBe(
      'Tuoterahti on maksuton, kun tuotteiden arvo on vähintään 10 000,00 € (alv 0 %, alennusten jälkeen).',
    );
  });

  it('a larger order is told the product freight was waived and what it saved, in German', async () => {
    useLocaleStore.setState({ locale: 'de' });
    const cart = pricedCart({ applies: false, freight_waived: 4_900 });
    answers(cart, [option('product_freight')]);
    renderStep(cart);
    await screen.findByTestId('small-order-note');
    expect(note()).toBe(
      'Keine Produktfracht: Ihr Warenwert beträgt 10.000,00 € oder mehr (ohne MwSt., nach Rabatten). ' +
        'Sie sparen 49,00 €.',
    );
  });

  it('a larger order going by own freight (no product freight to spare) is told only that it is free', async () => {
    useLocaleStore.setState({ locale: 'en' });
    const cart = pricedCart({ applies: false, freight_waived: 0 });
    answers(cart, [option('product_freight')]);
    renderStep(cart);
    await screen.findByTestId('small-order-note');
    expect(note()).toBe('No product freight: your goods come to €10,000.00 or more (excl. VAT, after discounts).');
  });

  it('a cart priced before the rule shows no note', async () => {
    useLocaleStore.setState({ locale: 'en' });
    answers(checkoutCart, [option('product_freight')]);
    renderStep(checkoutCart);
    await screen.findByText('Product freight, flat rate nationwide');
    expect(screen.queryByTestId('small-order-note')).toBeNull();
  });
});
