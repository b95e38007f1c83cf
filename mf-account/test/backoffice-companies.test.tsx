import type { PendingCompany, VerificationDecision } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch, refusalAnswer } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { CompanyVerificationPage } from '../src/features/backoffice-companies/company-verification-page';

const claim: PendingCompany = {
  company_id: 'c-1',
  created_at: '2026-11-26T10:00:00.000Z',
  founder: { email: 'squatter@example.com', customername: 'Sam Squatter' },
  entered: {
    name: 'Acme Oy',
    vatid: 'EE102345678',
    street: 'Peterburi tee 47',
    postcode: '11415',
    city: 'Tallinn',
    country: 'EE',
  },
  register: {
    name: 'Tallinna Ehitus OÜ',
    vatId: 'EE102345678',
    businessId: '14276543',
    country: 'EE',
    streetAddress: 'Peterburi tee 47',
    postCode: '11415',
    city: 'Tallinn',
  },
  verified_elsewhere: false,
};

const openPage = () => renderWithProviders(<CompanyVerificationPage />, { route: '/backoffice/companies' });

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
});

describe('the company verification page', () => {
  it("shows each claim's founder and entries beside the register's, marking where they differ", async () => {
    mockFetch({ '/users/backoffice/companies': [claim] });
    openPage();
    const card = await screen.findByTestId('pending-company');
    expect(within(card).getByText('Founder: Sam Squatter · squatter@example.com')).toBeTruthy();
    const differing = card.querySelectorAll('tr[data-differs] th');
    expect([...differing].map((th) => th.textContent)).toEqual(['Company name']);
    expect(within(card).getByText('Acme Oy')).toBeTruthy();
    expect(within(card).getAllByText('Tallinna Ehitus OÜ').length).toBeGreaterThan(0);
  });

  it('sends the decision and says who decided', async () => {
    mockFetch({ '/users/backoffice/companies': [claim] });
    openPage();
    const card = await screen.findByTestId('pending-company');
    const decided: VerificationDecision = {
      company_id: 'c-1',
      name: 'Tallinna Ehitus OÜ',
      vatid: 'EE102345678',
      verification: { status: 'rejected', decided_by: 'olli@nordbau.example', decided_at: '2026-11-26T11:00:00.000Z' },
    };
    const calls = mockFetch({
      '/users/backoffice/companies': [],
      '/users/backoffice/companies/c-1/verification': decided,
    });
    fireEvent.click(within(card).getByTestId('company-reject'));
    expect((await screen.findByTestId('company-verification-done')).textContent).toBe(
      'Tallinna Ehitus OÜ rejected by olli@nordbau.example',
    );
    const post = calls.find((call) => call.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ decision: 'reject' });
    expect(await screen.findByText('No company account awaits verification.')).toBeTruthy();
  });

  it('offers no approval of a claim whose VAT id has a verified account already', async () => {
    mockFetch({ '/users/backoffice/companies': [{ ...claim, verified_elsewhere: true }] });
    openPage();
    const card = await screen.findByTestId('pending-company');
    expect(within(card).getByText('Another account of this VAT ID is verified already.')).toBeTruthy();
    expect((within(card).getByTestId('company-approve') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a buyer the refusal, not the list', async () => {
    mockFetch({
      '/users/backoffice/companies': refusalAnswer(403, 'FORBIDDEN', 'This is only for the shop’s operators.'),
    });
    openPage();
    expect(await screen.findByTestId('backoffice-refused')).toBeTruthy();
    expect(screen.queryByTestId('pending-company')).toBeNull();
  });
});
