import { defaultCompanyBilling, type CompanyBillingRecord } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch, refusalAnswer } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyVerificationPage } from '../src/features/backoffice-companies/company-verification-page';

const company: CompanyBillingRecord = {
  company_id: 'c-1',
  name: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  billing: defaultCompanyBilling,
};
const billingPath = '/users/backoffice/companies/c-1/billing';

const openPage = () => renderWithProviders(<CompanyVerificationPage />, { route: '/backoffice/companies' });
const change = (form: HTMLElement, name: string, value: string) =>
  fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
const patchBody = (calls: ReturnType<typeof mockFetch>) => {
  const patch = calls.find((call) => call.init?.method === 'PATCH');
  return patch ? (JSON.parse(String(patch.init?.body)) as unknown) : undefined;
};

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
});

describe("the back office's billing settings of companies", () => {
  it("shows each verified company's terms and saves what the operator sets, as the contract reads it", async () => {
    const calls = mockFetch({
      '/users/backoffice/companies': [],
      '/users/backoffice/companies/billing': [company],
      [billingPath]: company,
    });
    openPage();
    const section = await screen.findByTestId('company-billing');
    expect(await within(section).findByText('FI27345615 · 30 days net · no credit limit')).toBeTruthy();
    const form = within(section).getByTestId('company-billing-form');
    change(form, 'net_days', '14');
    change(form, 'early_days', '7');
    change(form, 'early_percent', '2,5');
    change(form, 'credit_limit', '25 000');
    change(form, 'format', 'finvoice');
    change(form, 'address', '003727345615');
    change(form, 'operator', '003721291126');
    fireEvent.click(within(form).getByLabelText('Every order must name a purchase-order number'));
    fireEvent.click(within(form).getByTestId('company-billing-save'));
    await waitFor(() =>
      expect(useUiStore.getState().notifications.map((n) => n.message)).toContain(
        'Billing of Rakennus Virtanen Oy saved.',
      ),
    );
    expect(patchBody(calls)).toEqual({
      payment_terms: { net_days: 14, early_payment: { days: 7, percent: 2.5 } },
      credit_limit: 2_500_000,
      e_invoice: { format: 'finvoice', address: '003727345615', operator: '003721291126' },
      require_purchase_order: true,
      require_cost_center: false,
    });
  });

  it('refuses a bad Leitweg-ID and limit on their fields before anything is sent', async () => {
    const calls = mockFetch({ '/users/backoffice/companies': [], '/users/backoffice/companies/billing': [company] });
    openPage();
    const form = await screen.findByTestId('company-billing-form');
    change(form, 'format', 'xrechnung-ubl');
    change(form, 'leitweg_id', 'not-an-id');
    change(form, 'credit_limit', 'lots');
    fireEvent.click(within(form).getByTestId('company-billing-save'));
    expect(await within(form).findByText('This is no Leitweg-ID (for example 04011000-1234512345-06).')).toBeTruthy();
    expect(
      within(form).getByText('Give the credit limit in euros (0 or more, at most two decimals), or no limit.'),
    ).toBeTruthy();
    expect(patchBody(calls)).toBeUndefined();
  });

  it("puts the server's refusal on the field it names", async () => {
    mockFetch({
      '/users/backoffice/companies': [],
      '/users/backoffice/companies/billing': [company],
      [billingPath]: refusalAnswer(400, 'VALIDATION', 'Please check: Peppol participant ID', [
        { field: 'e_invoice.participant_id', reason: 'Give the Peppol participant ID as scheme:id.' },
      ]),
    });
    openPage();
    const form = await screen.findByTestId('company-billing-form');
    change(form, 'format', 'peppol-bis');
    change(form, 'participant_id', '0216:003727345615');
    fireEvent.click(within(form).getByTestId('company-billing-save'));
    expect(await within(form).findByText('Give the Peppol participant ID as scheme:id.')).toBeTruthy();
  });
});
