import { defaultCompanyBilling, type Order, type User } from '@shop/contracts';
import { useAuthStore, useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch, type RecordedCall } from '@shop/state/testing';
import { accountUser } from './helpers/account';
import { LocationProbe, renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DeliveryAndDetails } from '../src/features/checkout/delivery-and-details';
import { requiredReferencesOf } from '../src/features/checkout/required-references';
import { cartUuid as uuid, checkoutCart, finnishCompany } from './helpers/orders';

const cart: Order = { ...checkoutCart, items: [] };
const buyer: User = {
  ...accountUser,
  company_account: {
    company_id: 'c-1',
    name: 'Rakennus Oy',
    vatid: 'FI12345678',
    verified: true,
    role: 'buyer',
    order_limit: null,
    billing: { ...defaultCompanyBilling, require_purchase_order: true, require_cost_center: true },
  },
};

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
};
const sentForm = (calls: RecordedCall[]) => {
  const found = calls.find((c) => c.path === `/orders/set-form/${uuid}`);
  return found ? (JSON.parse(String(found.init?.body)) as Record<string, unknown>) : undefined;
};
function answers(user: User | null) {
  return mockFetch({
    '/countries': [],
    ...(user ? { '/users/current': user } : {}),
    [`/orders/delivery-options/${uuid}`]: [
      { type: 'product_freight', available: true, problem: null, delivery_price: 1_500, total_price_with_vat: 20_331 },
    ],
    [`/orders/set-form/${uuid}`]: cart,
    [`/orders/set-state/${uuid}`]: cart,
    [`/orders/set-shipping-comment/${uuid}`]: cart,
  });
}
const renderStep = () =>
  renderWithProviders(
    <>
      <DeliveryAndDetails cart={cart} />
      <LocationProbe />
    </>,
    { route: `/cart/${uuid}?step=order` },
  );

describe("the buyer's purchase-order number and cost centre in the order form", () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useConsentStore.setState({ consent: { functional: true, analytics: false } });
  });
  afterEach(() => act(() => useAuthStore.setState({ loggedIn: false })));

  it('asks a buyer whose company requires them for both before anything is saved, then saves them', async () => {
    useAuthStore.setState({ loggedIn: true });
    const calls = answers(buyer);
    renderStep();
    expect(await screen.findByLabelText(/^Your purchase-order number \*/)).toBeRequired();
    expect(screen.getByLabelText(/^Cost centre \*/)).toBeRequired();
    type(finnishCompany);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your company requires a purchase-order number on every order.')).toBeVisible();
    expect(screen.getByText('Your company requires a cost centre on every order.')).toBeVisible();
    expect(sentForm(calls)).toBeUndefined();

    type({ customer_reference: 'PO-2026-118', cost_center: 'Työmaa 12' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=pay'));
    expect(sentForm(calls)).toMatchObject({ customer_reference: 'PO-2026-118', cost_center: 'Työmaa 12' });
  });

  it('offers both as optional to a guest, who continues without them', async () => {
    const calls = answers(null);
    renderStep();
    expect(screen.getByLabelText('Your purchase-order number (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Cost centre (optional)')).not.toBeRequired();
    type(finnishCompany);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=pay'));
    expect(sentForm(calls)).toMatchObject({ customer_reference: '', cost_center: '' });
  });

  it('requires nothing of a company the shop has not verified: the orders service reads none of its settings', () => {
    const unverified = { ...buyer, company_account: { ...buyer.company_account!, verified: false } };
    expect(requiredReferencesOf(unverified)).toEqual({ purchaseOrder: false, costCenter: false });
    expect(requiredReferencesOf(buyer)).toEqual({ purchaseOrder: true, costCenter: true });
  });
});
