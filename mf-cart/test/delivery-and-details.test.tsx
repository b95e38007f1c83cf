import { firstBookableDay, type Order } from '@shop/contracts';
import type { ReactElement } from 'react';
import { useLocaleStore } from '@shop/state';
import { mockFetch, type RecordedCall } from '@shop/state/testing';
import { LocationProbe, renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DeliveryAndDetails } from '../src/features/checkout/delivery-and-details';
import { shopToday } from '@shop/i18n';
import { cartUuid as uuid, checkoutCart, finnishCompany } from './helpers/orders';

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
const option = (type: string, available = true) => ({
  type,
  available,
  problem: available ? null : 'worksite_outside_area',
  delivery_price: 1_500,
  total_price_with_vat: 20_331,
});
const countries = [
  { code: 'FI', name: 'Finland', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
  { code: 'EE', name: 'Estonia', euMember: true, vatRate: 24, phonePrefix: '+372' },
];

function answers(options = [option('product_freight'), option('own_freight')]) {
  return mockFetch({
    '/countries': countries,
    [`/orders/delivery-options/${uuid}`]: options,
    [`/orders/set-form/${uuid}`]: cart,
    [`/orders/set-state/${uuid}`]: cart,
    [`/orders/set-shipping-comment/${uuid}`]: cart,
  });
}

const sent = (calls: RecordedCall[], call: string) => {
  const found = calls.find((c) => c.path === `/orders/${call}/${uuid}`);
  return found ? (JSON.parse(String(found.init?.body)) as unknown) : undefined;
};

function field(name: string): HTMLInputElement | HTMLSelectElement {
  const input = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  return input;
}
const type = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
};

describe('DeliveryAndDetails', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
  });

  it('saves the order form as the contract reads it, then the own freight chosen, and goes on to pay', async () => {
    const calls = answers();
    renderStep(<DeliveryAndDetails cart={cart} />);
    await screen.findByText('Estonia');
    type({ ...finnishCompany, additionalEmails: 'kirjanpito@rakennus-oy.fi; ostot@rakennus-oy.fi ' });
    fireEvent.click(screen.getByLabelText(/Own freight/));
    type({ 'ownFreight.contractNumber': ' RAHTI-77 ' });
    fireEvent.click(screen.getByTestId('separate-shipping'));
    type({
      'shipping.name': 'Työmaa Tallinn',
      'shipping.streetAddress': 'Sadama 1',
      'shipping.postCode': '10111',
      'shipping.city': 'Tallinn',
      'shipping.country': 'EE',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=pay'));
    expect(sent(calls, 'set-form')).toEqual({
      ...finnishCompany,
      addressAdditionalLine: '',
      country: 'FI',
      type: 'company',
      additionalEmails: ['kirjanpito@rakennus-oy.fi', 'ostot@rakennus-oy.fi'],
      customer_reference: '',
      cost_center: '',
      isSeparateShipping: true,
      shipping: {
        name: 'Työmaa Tallinn',
        streetAddress: 'Sadama 1',
        postCode: '10111',
        city: 'Tallinn',
        country: 'EE',
      },
    });
    expect(sent(calls, 'set-shipping-comment')).toEqual({ comment: '', siteContact: null });
    expect(sent(calls, 'set-state')).toEqual({
      state: 'order',
      deliveryMethodType: 'own_freight',
      ownFreight: { contractNumber: 'RAHTI-77' },
      freightTotal: 1_500,
      cartTotal: 20_331,
    });
  });

  it('names a bad additional address under its field and asks for own freight details, sending nothing', async () => {
    const calls = answers();
    renderStep(<DeliveryAndDetails cart={cart} />);
    type({ ...finnishCompany, additionalEmails: 'kirjanpito@rakennus-oy.fi, not-an-address' });
    fireEvent.click(screen.getByLabelText(/Own freight/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Insert valid email address')).toBeInTheDocument();
    expect(field('additionalEmails')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText("Own freight needs a contract number, or a phone number and the carrier's name."),
    ).toBeVisible();
    expect(screen.getByText('Please check the highlighted fields.')).toBeVisible();
    expect(sent(calls, 'set-form')).toBeUndefined();
  });

  it('shows the contract’s messages in the buyer’s language', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    answers();
    renderStep(<DeliveryAndDetails cart={cart} />);
    type({ ...finnishCompany, vat: 'EE123' });
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Anna Y-tunnus muodossa 1234567-8')).toBeInTheDocument();
  });

  it('starts from the saved form and delivery, a saved field of another shape starting empty', async () => {
    answers();
    renderStep(
      <DeliveryAndDetails
        cart={{
          ...cart,
          form: {
            vat: 'EE102345678',
            company: 'Tallinna Ehitus OÜ',
            phone: 3725551234,
            country: 'EE',
            additionalEmails: ['a@ehitus.ee', 'b@ehitus.ee'],
            isSeparateShipping: true,
            shipping: { name: 'Objekt', city: 42 },
          },
          delivery: {
            type: 'own_freight',
            own_freight: { carrierPhone: '+3725550000', carrierName: 'Veod' },
            problem: null,
          },
        }}
      />,
    );
    await screen.findAllByText('Estonia');
    expect(field('vat')).toHaveValue('EE102345678');
    expect(field('company')).toHaveValue('Tallinna Ehitus OÜ');
    expect(field('phone')).toHaveValue('');
    expect(field('country')).toHaveValue('EE');
    expect(field('vat')).toHaveAttribute('placeholder', 'EE123456789');
    expect(field('additionalEmails')).toHaveValue('a@ehitus.ee, b@ehitus.ee');
    expect(field('shipping.name')).toHaveValue('Objekt');
    expect(field('shipping.city')).toHaveValue('');
    expect(field('shipping.country')).toHaveValue('FI');
    expect(screen.getByLabelText(/Own freight/)).toBeChecked();
    expect(field('ownFreight.carrierName')).toHaveValue('Veod');
  });

  it('keeps the buyer on the step when the chosen method cannot deliver to the saved address', async () => {
    const calls = answers([option('product_freight'), option('worksite_fence_line', false)]);
    renderStep(
      <DeliveryAndDetails
        cart={{ ...cart, delivery: { type: 'worksite_fence_line', own_freight: null, problem: null } }}
      />,
    );
    type(finnishCompany);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(sent(calls, 'set-form')).toBeDefined());
    // The options list says so too; the alert under them is the step's answer to this attempt.
    expect(
      await screen.findByText('Work-site delivery along the fence line is only available in the capital area.', {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
    expect(sent(calls, 'set-state')).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent('?step=order');
  });

  it('asks for the timed delivery’s day and hours, refuses a day off, and books the window chosen', async () => {
    const calls = answers([option('product_freight'), option('timecap')]);
    renderStep(<DeliveryAndDetails cart={cart} />);
    type(finnishCompany);
    fireEvent.click(screen.getByLabelText(/agreed time window/));
    expect(screen.getByTestId('timecap-window')).toHaveTextContent(
      'Working days (Mon–Fri, not on public holidays) between 07:00 AM and 04:00 PM, a window of at least 2 hours.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the delivery day')).toBeInTheDocument();
    expect(screen.getByText('Choose when the window starts')).toBeInTheDocument();
    expect(screen.getByText('Choose when the window ends')).toBeInTheDocument();

    // The next Saturday after tomorrow: never a delivery day.
    const saturday = new Date(`${shopToday()}T00:00:00Z`);
    do saturday.setUTCDate(saturday.getUTCDate() + 1);
    while (saturday.getUTCDay() !== 6);
    type({
      'timeWindow.date': saturday.toISOString().slice(0, 10),
      'timeWindow.from': '13:00',
      'timeWindow.to': '14:00',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('No deliveries on this day: choose a working day (Mon–Fri, not a public holiday)'),
    ).toBeInTheDocument();
    expect(screen.getByText('The window is too short')).toBeInTheDocument();
    expect(sent(calls, 'set-form')).toBeUndefined();

    const day = firstBookableDay(shopToday());
    type({ 'timeWindow.date': day, 'timeWindow.to': '15:30' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=pay'));
    expect(sent(calls, 'set-state')).toMatchObject({
      deliveryMethodType: 'timecap',
      timeWindow: { date: day, from: '13:00', to: '15:30' },
    });
  });

  it('sends the instructions and the work-site contact, asking for the phone when only a name is given', async () => {
    const calls = answers();
    renderStep(<DeliveryAndDetails cart={cart} />);
    type({ ...finnishCompany, shippingComment: 'Gate 3, ring the site office', 'siteContact.name': 'Mikko Mäkinen' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Give the phone number of the contact')).toBeInTheDocument();
    expect(field('siteContact.phone')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'set-shipping-comment')).toBeUndefined();

    type({ 'siteContact.phone': '+358 40 765 4321' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=pay'));
    expect(sent(calls, 'set-shipping-comment')).toEqual({
      comment: 'Gate 3, ring the site office',
      siteContact: { name: 'Mikko Mäkinen', phone: '+358 40 765 4321' },
    });
  });

  it('starts from the saved window, instructions and contact', async () => {
    answers([option('product_freight'), option('timecap')]);
    renderStep(
      <DeliveryAndDetails
        cart={{
          ...cart,
          delivery: { type: 'timecap', own_freight: null, problem: null },
          delivery_window: { date: '2026-11-24', from: '08:00', to: '10:00' },
          shipping_comment: 'Gate 3',
          site_contact: { name: 'Mikko', phone: '+358401234567' },
        }}
      />,
    );
    expect(field('timeWindow.date')).toHaveValue('2026-11-24');
    expect(field('timeWindow.from')).toHaveValue('08:00');
    expect(field('timeWindow.to')).toHaveValue('10:00');
    expect(field('shippingComment')).toHaveValue('Gate 3');
    expect(field('siteContact.name')).toHaveValue('Mikko');
  });

  it('names the timed delivery’s refusals in the buyer’s language', async () => {
    useLocaleStore.setState({ locale: 'de' });
    answers([option('product_freight'), option('timecap')]);
    renderStep(<DeliveryAndDetails cart={cart} />);
    type(finnishCompany);
    fireEvent.click(screen.getByLabelText(/Zeitfenster/));
    type({ 'timeWindow.date': shopToday(), 'timeWindow.from': '08:00', 'timeWindow.to': '10:00' });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Wählen Sie einen Tag nach dem heutigen')).toBeInTheDocument();
    expect(screen.getByTestId('timecap-window')).toHaveTextContent('zwischen 07:00 und 16:00 Uhr');
  });
});
