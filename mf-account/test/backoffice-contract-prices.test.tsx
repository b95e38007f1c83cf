import { defaultCompanyBilling, type CompanyBillingRecord, type ContractPriceAnswer } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch, refusalAnswer } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyVerificationPage } from '../src/features/backoffice-companies/company-verification-page';

const companyId = '6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11';
const company: CompanyBillingRecord = {
  company_id: companyId,
  name: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  billing: defaultCompanyBilling,
};
const pricesPath = `/orders/backoffice/companies/${companyId}/contract-prices`;
const empty: ContractPriceAnswer = { company_id: companyId, rows: [], imported_at: null, imported_by: null };
const imported: ContractPriceAnswer = {
  company_id: companyId,
  rows: [
    { code: 'DSM-656', price: 2190, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 1 },
    { code: 'DSM-656', price: 1950, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 100 },
  ],
  imported_at: '2026-11-30T12:00:00Z',
  imported_by: 'ops@nordbau.example',
};
const csv = 'code;price;valid_from;valid_to;min_quantity\nDSM-656;21,90;2026-12-01;2027-06-30;1\n';

/** The page with the company's contract prices opened. */
async function openPrices() {
  renderWithProviders(<CompanyVerificationPage />, { route: '/backoffice/companies' });
  const section = await screen.findByTestId('contract-prices');
  const details = await waitFor(() => {
    const found = section.querySelector<HTMLDetailsElement>(`details[data-company="${companyId}"]`);
    if (!found) throw new Error('no company yet');
    return found;
  });
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return section;
}
const chooseFile = (form: HTMLElement, text: string) =>
  fireEvent.change(form.querySelector('input[type="file"]')!, {
    target: { files: [new File([text], 'prices.csv', { type: 'text/csv' })] },
  });
const notifications = () => useUiStore.getState().notifications.map((n) => n.message);
const base = { '/users/backoffice/companies': [], '/users/backoffice/companies/billing': [company] };

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
});

describe("the back office's contract prices of companies", () => {
  it("imports the file chosen as the operator's CSV text and shows the list it became", async () => {
    const calls = mockFetch({ ...base, [pricesPath]: imported });
    const section = await openPrices();
    const form = await within(section).findByTestId('contract-prices-form');
    chooseFile(form, csv);
    fireEvent.click(within(form).getByTestId('contract-prices-import'));
    await waitFor(() => expect(notifications()).toContain('2 contract prices of Rakennus Virtanen Oy imported.'));
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ csv });
    expect(within(section).getByTestId('contract-prices-summary').textContent).toContain(
      '2 rows, imported on Nov 30, 2026 by ops@nordbau.example.',
    );
    expect(within(section).getAllByText('DSM-656')).toHaveLength(2);
  });

  it('shows a refused file row by row and sends nothing without a file', async () => {
    const calls = mockFetch({ ...base, [pricesPath]: empty });
    const section = await openPrices();
    const form = await within(section).findByTestId('contract-prices-form');
    fireEvent.click(within(form).getByTestId('contract-prices-import'));
    expect(await within(form).findByTestId('contract-prices-refusals')).toBeTruthy();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
    mockFetch({
      ...base,
      [pricesPath]: refusalAnswer(400, 'VALIDATION', 'Please check: rows.3.price', [
        { field: 'rows.3.price', reason: 'Give the price in euros.' },
      ]),
    });
    chooseFile(form, csv);
    fireEvent.click(within(form).getByTestId('contract-prices-import'));
    await waitFor(() =>
      expect(within(form).getByTestId('contract-prices-refusals').textContent).toBe(
        'Row 3, price: Give the price in euros.',
      ),
    );
  });

  it('deletes the list only once confirmed', async () => {
    const calls = mockFetch({ ...base, [pricesPath]: imported });
    const section = await openPrices();
    fireEvent.click(await within(section).findByTestId('contract-prices-remove'));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    mockFetch({ ...base, [pricesPath]: empty });
    fireEvent.click(within(section).getByTestId('contract-prices-remove-confirm'));
    await waitFor(() => expect(notifications()).toContain('The contract prices of Rakennus Virtanen Oy are deleted.'));
    expect(
      await within(section).findByText('No contract prices: the members pay the catalogue’s prices.'),
    ).toBeTruthy();
  });
});
