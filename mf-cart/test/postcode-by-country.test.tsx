import type { Order } from '@shop/contracts';
import type { ReactElement } from 'react';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { LocationProbe, renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DeliveryAndDetails } from '../src/features/checkout/delivery-and-details';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const cart: Order = { ...checkoutCart, items: [] };
/** The step as the checkout page shows it, at its address; the address shows in data-testid="location". */
const renderStep = (step: ReactElement) =>
  renderWithProviders(
    <>
      {step}
      <LocationProbe />
    </>,
    { route: `/cart/${uuid}?step=order` },
  );
const countries = [
  { code: 'FI', name: 'Finnland', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
  { code: 'AT', name: 'Österreich', euMember: true, vatRate: 20, phonePrefix: '+43' },
];

function answers() {
  return mockFetch({
    '/countries': countries,
    [`/orders/delivery-options/${uuid}`]: [
      { type: 'product_freight', available: true, problem: null, delivery_price: 6_400, total_price_with_vat: 20_331 },
    ],
    [`/orders/set-form/${uuid}`]: cart,
    [`/orders/set-state/${uuid}`]: cart,
    [`/orders/set-shipping-comment/${uuid}`]: cart,
  });
}

function field(name: string): HTMLInputElement | HTMLSelectElement {
  const input = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  return input;
}
const type = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
};

const viennaCompany = {
  vat: 'ATU12345678',
  company: 'Wiener Bau GmbH',
  name: 'Eva Huber',
  phone: '+43 1 5551234',
  email: 'eva.huber@wienerbau.at',
  streetAddress: 'Stephansplatz 1',
  city: 'Wien',
  country: 'AT',
};

describe('the postcode field follows the billing country', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'de' });
  });

  it("names the Austrian format in the buyer's language, and sends Vienna's 1010", async () => {
    const calls = answers();
    renderStep(<DeliveryAndDetails cart={cart} />);
    await screen.findByText('Österreich');
    type({ ...viennaCompany, postCode: '01010' });
    expect(field('postCode')).toHaveAttribute('placeholder', '1010');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByText('Geben Sie die Postleitzahl ein: 4 Ziffern, z. B. 1010')).toBeInTheDocument();
    expect(field('postCode')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path.startsWith('/orders/set-form'))).toBe(false);

    type({ postCode: '1010' });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=pay'));
    const saved = calls.find((c) => c.path === `/orders/set-form/${uuid}`);
    expect(JSON.parse(String(saved?.init?.body))).toMatchObject({ postCode: '1010', country: 'AT' });
  });

  it("names the billing country's VAT id format for an id of another country", async () => {
    answers();
    renderStep(<DeliveryAndDetails cart={cart} />);
    await screen.findByText('Österreich');
    type({ ...viennaCompany, vat: '1234567-8', postCode: '1010' });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText('Geben Sie die USt-IdNr. ein: ATU + 8 Ziffern, z. B. ATU12345678'),
    ).toBeInTheDocument();
  });
});
