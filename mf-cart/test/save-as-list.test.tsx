import type { RequisitionListView } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { SaveAsList } from '../src/features/requisition-list/save-as-list';
import { cartUuid, checkoutCart } from './helpers/orders';

const buyersCart = { ...checkoutCart, user_id: 7 };
const person = { user_id: 7, name: 'Anna Virtanen' };
const saved: RequisitionListView = {
  uuid: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Pasila, fence B',
  owner: person,
  company_id: 'c-1',
  shared: false,
  lines: [],
  created_at: '2026-11-30T10:00:00.000Z',
  created_by: person,
  updated_at: '2026-11-30T10:00:00.000Z',
  updated_by: person,
  may_manage: true,
};

beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('"Save as list" under the cart', () => {
  it('is not offered for a guest’s cart: a guest has no lists', () => {
    renderWithProviders(<SaveAsList cart={{ ...checkoutCart, user_id: null }} />);
    expect(screen.queryByTestId('save-as-list')).toBeNull();
  });

  it('asks for a name, refuses none, and saves the cart under it with a link to the list', async () => {
    const calls = mockFetch({ '/orders/lists': saved });
    renderWithProviders(<SaveAsList cart={buyersCart} />);
    fireEvent.click(screen.getByTestId('save-as-list-open'));
    const name = await screen.findByLabelText(/Name of the list/);
    fireEvent.click(screen.getByTestId('save-as-list-submit'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(name, { target: { value: 'Pasila, fence B' } });
    fireEvent.click(screen.getByTestId('save-as-list-submit'));
    expect((await screen.findByTestId('save-as-list-done')).textContent).toContain('Saved as “Pasila, fence B”.');
    expect(screen.getByTestId('save-as-list-link').getAttribute('href')).toBe(`/lists/${saved.uuid}`);
    expect(calls.map((call) => [call.path, JSON.parse(String(call.init?.body))])).toEqual([
      ['/orders/lists', { name: 'Pasila, fence B', cart: cartUuid }],
    ]);
  });
});
