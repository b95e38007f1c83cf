import type { Company, Order } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch, type MockAnswer } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeliveryAndDetails } from '../src/features/checkout/delivery-and-details';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const cart: Order = { ...checkoutCart, form: { type: 'company', country: 'FI' } as Order['form'] };
const countries = [
  { code: 'FI', name: 'Finland', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
  { code: 'EE', name: 'Estonia', euMember: true, vatRate: 24, phonePrefix: '+372' },
];
const virtanen: Company = {
  name: 'Rakennus Virtanen Oy',
  vatId: 'FI27345615',
  businessId: '2734561-5',
  country: 'FI',
  streetAddress: 'Teollisuuskatu 21',
  postCode: '00510',
  city: 'Helsinki',
};
const tallinn: Company = {
  name: 'Tallinna Ehitus OÜ',
  vatId: 'EE102345678',
  businessId: '14276543',
  country: 'EE',
  streetAddress: 'Peterburi tee 47',
  postCode: '11415',
  city: 'Tallinn',
};

function open(register: Record<string, unknown | MockAnswer>) {
  const calls = mockFetch({ '/countries': countries, [`/orders/delivery-options/${uuid}`]: [], ...register });
  renderWithProviders(<DeliveryAndDetails cart={cart} />, { route: `/cart/${uuid}?step=order` });
  return calls;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const leave = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const filled = () =>
  Object.fromEntries(
    ['vat', 'company', 'streetAddress', 'postCode', 'city', 'country'].map((n) => [n, field(n).value]),
  );

describe('the company lookup of the order form', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('fills name and billing address from a VAT id when the buyer leaves the field; all stays editable', async () => {
    const calls = open({ '/search/company/vat/2734561-5': virtanen });
    leave('vat', '2734561-5');
    await waitFor(() =>
      expect(screen.getByTestId('company-lookup')).toHaveTextContent(
        'Filled in from the business register: Rakennus Virtanen Oy. You can still change every field.',
      ),
    );
    expect(filled()).toEqual({
      vat: 'FI27345615',
      company: 'Rakennus Virtanen Oy',
      streetAddress: 'Teollisuuskatu 21',
      postCode: '00510',
      city: 'Helsinki',
      country: 'FI',
    });
    fireEvent.change(field('company'), { target: { value: 'Rakennus Virtanen Oy, Tampereen toimipiste' } });
    expect(field('company').value).toBe('Rakennus Virtanen Oy, Tampereen toimipiste');
    // Leaving the filled VAT id again asks the register nothing more.
    fireEvent.blur(field('vat'));
    expect(calls.filter((c) => c.path.startsWith('/search/company/')).map((c) => c.path)).toEqual([
      '/search/company/vat/2734561-5',
    ]);
  });

  it('offers the register’s companies for a name, and the one chosen fills the form (its country too)', async () => {
    open({ '/search/company/name/Ehitus': [tallinn, { ...tallinn, name: 'Ehitus Pluss OÜ', vatId: 'EE100000001' }] });
    leave('company', 'Ehitus');
    const choices = await screen.findByTestId('company-choices');
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Tallinna Ehitus OÜPeterburi tee 47, 11415 Tallinn · EE102345678',
      'Ehitus Pluss OÜPeterburi tee 47, 11415 Tallinn · EE100000001',
    ]);
    fireEvent.click(within(choices).getByText('Tallinna Ehitus OÜ'));
    await waitFor(() => expect(field('company').value).toBe('Tallinna Ehitus OÜ'));
    expect(filled()).toMatchObject({ vat: 'EE102345678', country: 'EE', city: 'Tallinn', postCode: '11415' });
    expect(screen.queryByTestId('company-choices')).toBeNull();
  });

  it('says when the register knows no such company, and leaves what the buyer typed', async () => {
    open({
      '/search/company/vat/1234567-8': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
      '/search/company/name/Nonexistent': [],
    });
    leave('vat', '1234567-8');
    await waitFor(() =>
      expect(screen.getByTestId('company-lookup')).toHaveTextContent(
        'No company found with this VAT ID. Please enter the details yourself.',
      ),
    );
    expect(field('vat').value).toBe('1234567-8');
    fireEvent.change(field('vat'), { target: { value: '' } });
    leave('company', 'Nonexistent');
    await waitFor(() =>
      expect(screen.getByTestId('company-lookup')).toHaveTextContent(
        'No company found with this name. Please enter the details yourself.',
      ),
    );
    expect(field('company').value).toBe('Nonexistent');
  });

  it('says in Finnish when the register is down, and the buyer types on', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    open({
      '/search/company/vat/2734561-5': {
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', code: 'UNAVAILABLE', message: 'x' },
      },
    });
    fireEvent.change(field('vat'), { target: { value: '2734561-5' } });
    fireEvent.click(screen.getByTestId('company-look-up'));
    await waitFor(() =>
      expect(screen.getByTestId('company-lookup')).toHaveTextContent(
        'Yritysrekisteriin ei juuri nyt saada yhteyttä. Kirjoita tiedot itse.',
      ),
    );
    expect(screen.getByTestId('company-lookup')).toHaveAttribute('data-state', 'unavailable');
    fireEvent.change(field('company'), { target: { value: 'Rakennus Oy' } });
    expect(field('company').value).toBe('Rakennus Oy');
  });

  it('asks nothing for text the register cannot search (a short name, a word in the VAT field)', async () => {
    const calls = open({});
    leave('vat', 'abc');
    leave('company', 'Ab');
    await screen.findByRole('button', { name: 'Look up in the business register' });
    expect(calls.some((c) => c.path.startsWith('/search/company/'))).toBe(false);
    expect(screen.queryByTestId('company-lookup')).toBeNull();
  });
});
