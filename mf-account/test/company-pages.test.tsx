import {
  defaultCompanyBilling,
  type CompanyAccount,
  type CompanyMember,
  type InvitePreview,
  type User,
  type WorkSite,
} from '@shop/contracts';
import { useAuthStore, useConsentStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyPage } from '../src/features/company/company-page';
import { CompanyInvitePage } from '../src/features/company/invite-accept-page';
import { ProfilePage } from '../src/features/profile/profile-page';

const user: User = {
  userid: 7,
  email: 'anna@virtanen.fi',
  company: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  customername: 'Anna Virtanen',
  phonenumber: '+358401234567',
  billingaddress: 'Teollisuuskatu 21',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'FI',
  isverified: true,
  isdeleted: false,
  hasPassword: true,
  roles: [],
  discount_link: null,
  company_account: null,
};
const membership = {
  company_id: 'c-1',
  name: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  verified: true,
  role: 'admin' as const,
  order_limit: null,
  billing: defaultCompanyBilling,
};
const company: CompanyAccount = {
  company_id: 'c-1',
  name: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  billingaddress: 'Teollisuuskatu 21',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'FI',
  created_at: '2026-11-26T10:00:00.000Z',
  verification: { status: 'verified', decided_by: 'olli@nordbau.example', decided_at: '2026-11-26T11:00:00.000Z' },
  membership,
};
const members: CompanyMember[] = [
  {
    userid: 7,
    email: 'anna@virtanen.fi',
    customername: 'Anna Virtanen',
    role: 'admin',
    order_limit: null,
    joined_at: '2026-11-26T10:00:00.000Z',
  },
  {
    userid: 8,
    email: 'mikko@virtanen.fi',
    customername: '',
    role: 'buyer',
    order_limit: 2500,
    joined_at: '2026-11-26T11:00:00.000Z',
  },
];
const site: WorkSite = {
  site_id: 's-1',
  name: 'Pasila, Block C',
  street: 'Ratapihantie 11',
  additional_line: '',
  postcode: '00520',
  city: 'Helsinki',
  country: 'FI',
  contact_name: 'Jari Nieminen',
  contact_phone: '+358 40 765 4321',
};
const countries = [{ code: 'FI', name: 'Finland' }];
const noCompany = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', code: 'NO_COMPANY', message: 'company.error.no_company' },
};
const bodyOf = (call: { init: RequestInit | undefined }) => JSON.parse(String(call.init?.body));
const toasts = () => useUiStore.getState().notifications.map((n) => n.message);

const trail = () => useUiStore.getState().breadcrumbs.map((crumb) => `${crumb.label} ${crumb.href}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
  useConsentStore.setState({ consent: { functional: true, analytics: false } });
  useAuthStore.setState({ loggedIn: true, user: null });
});

describe('CompanyPage', () => {
  it('offers a private buyer to found a company, filled from the account, checked before it is sent', async () => {
    const calls = mockFetch({
      '/users/current': user,
      '/users/company': noCompany,
      '/countries': countries,
    });
    renderWithProviders(<CompanyPage />, { route: '/company' });
    const form = await screen.findByTestId('create-company-form');
    expect(within(form).getByLabelText(/Company name/)).toHaveValue('Rakennus Virtanen Oy');
    expect(within(form).getByLabelText(/VAT ID/)).toHaveValue('FI27345615');

    fireEvent.change(within(form).getByLabelText(/Postcode/), { target: { value: '123' } });
    fireEvent.click(within(form).getByTestId('create-company-submit'));
    expect(await within(form).findByText('Enter a five-digit postal code')).toBeTruthy();
    expect(calls.filter((c) => c.init?.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Postcode/), { target: { value: '00510' } });
    fireEvent.click(within(form).getByTestId('create-company-submit'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/users/company');
    expect(bodyOf(post)).toEqual({
      name: 'Rakennus Virtanen Oy',
      vatid: 'FI27345615',
      billingaddress: 'Teollisuuskatu 21',
      billingaddress_additional_line: '',
      billingpostcode: '00510',
      billingcity: 'Helsinki',
      billingCountry: 'FI',
    });
  });

  it('says when the company cannot be loaded, instead of offering to found one', async () => {
    mockFetch({
      '/users/current': user,
      '/users/company': { status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'Unavailable' } },
      '/countries': countries,
    });
    renderWithProviders(<CompanyPage />, { route: '/company' });
    expect(await screen.findByText('The company could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.queryByTestId('create-company-form')).toBeNull();
  });

  it('lets an admin set a buyer limit, invite a colleague and remove a member', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = mockFetch({
      '/users/current': { ...user, company_account: membership },
      '/users/company': company,
      '/users/company/members': members,
      '/users/company/invites': [],
      '/users/company/work-sites': [site],
      '/users/company/members/8': members[1],
      '/countries': countries,
    });
    renderWithProviders(<CompanyPage />, { route: '/company' });
    const list = await screen.findByTestId('company-members');
    const rows = await within(list).findAllByTestId('company-member');
    expect(rows.map((r) => r.dataset.email)).toEqual(['anna@virtanen.fi', 'mikko@virtanen.fi']);
    expect(rows[0]).toHaveTextContent('(you)');
    // The only admin can neither step down nor go.
    expect(within(rows[0]!).queryByTestId('company-member-remove')).toBeNull();
    expect(within(rows[0]!).queryByRole('button', { name: 'Make buyer' })).toBeNull();

    const mikko = rows[1]!;
    fireEvent.change(within(mikko).getByLabelText(/Order limit/), { target: { value: '1 200,50' } });
    fireEvent.click(within(mikko).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(true));
    expect(bodyOf(calls.find((c) => c.init?.method === 'PATCH')!)).toEqual({ order_limit: 1200.5 });
    await waitFor(() => expect(toasts()).toContain('Order limit saved.'));

    fireEvent.change(within(mikko).getByLabelText(/Order limit/), { target: { value: '12abc' } });
    fireEvent.click(within(mikko).getByRole('button', { name: 'Save limit' }));
    expect(await within(mikko).findByText(/Give the limit in euros/)).toBeTruthy();

    fireEvent.click(within(mikko).getByTestId('company-member-remove'));
    expect(confirm).toHaveBeenCalledWith(
      'Remove mikko@virtanen.fi from the company? Every login of theirs ends at once.',
    );
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.init?.method === 'DELETE')!.path).toBe('/users/company/members/8');

    expect(within(screen.getByTestId('company-work-sites')).getByText('Pasila, Block C')).toBeTruthy();
    expect(screen.getByTestId('work-site-add')).toBeTruthy();
    confirm.mockRestore();
  });

  it('sends an invitation with the role, the limit and this shop as the link host', async () => {
    const calls = mockFetch({
      '/users/current': { ...user, company_account: membership },
      '/users/company': company,
      '/users/company/members': members,
      '/users/company/invites': {
        status: 200,
        body: [],
      },
      '/users/company/work-sites': [],
      '/countries': countries,
    });
    renderWithProviders(<CompanyPage />, { route: '/company' });
    const form = await screen.findByTestId('invite-form');
    fireEvent.click(within(form).getByTestId('invite-submit'));
    expect(await within(form).findByText('Email required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/E-mail address/), { target: { value: 'liisa@virtanen.fi' } });
    fireEvent.change(within(form).getByLabelText(/Order limit/), { target: { value: '900' } });
    fireEvent.click(within(form).getByTestId('invite-submit'));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/users/company/invites');
    expect(bodyOf(post)).toEqual({
      email: 'liisa@virtanen.fi',
      role: 'buyer',
      order_limit: 900,
      host: window.location.origin,
    });
  });

  it('shows a buyer the company, their own limit and the work sites, without managing anything', async () => {
    const buyer = { ...membership, role: 'buyer' as const, order_limit: 2500 };
    const calls = mockFetch({
      '/users/current': { ...user, company_account: buyer },
      '/users/company': { ...company, membership: buyer },
      '/users/company/work-sites': [site],
    });
    renderWithProviders(<CompanyPage />, { route: '/company' });
    expect(await screen.findByTestId('company-my-limit')).toHaveTextContent('Your order limit: €2,500.00 incl. VAT');
    expect(screen.getByTestId('company-my-role')).toHaveTextContent('Your role: Buyer');
    expect(await screen.findByText('Pasila, Block C')).toBeTruthy();
    expect(screen.queryByTestId('company-members')).toBeNull();
    expect(screen.queryByTestId('invite-form')).toBeNull();
    expect(screen.queryByTestId('work-site-add')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/users/company/members'))).toBe(false);
    expect(trail()).toEqual(['My account /users/profile', 'Company account /company']);
  });
});

describe('CompanyPage of an account awaiting verification', () => {
  it('tells its admin what waits for the verification and offers no invitation', async () => {
    const unverified = { ...membership, verified: false };
    mockFetch({
      '/users/current': { ...user, company_account: unverified },
      '/users/company': {
        ...company,
        verification: { status: 'unverified', decided_by: null, decided_at: null },
        membership: unverified,
      },
      '/users/company/members': members,
      '/users/company/work-sites': [site],
    });
    renderWithProviders(<CompanyPage />, { route: '/company' });
    expect(await screen.findByTestId('company-verification')).toHaveTextContent(
      'Awaiting verification: the shop checks that this account is your company’s.',
    );
    expect(await screen.findByTestId('company-members')).toBeTruthy();
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });
});

describe('CompanyInvitePage', () => {
  const preview: InvitePreview = {
    company_name: 'Rakennus Virtanen Oy',
    email: 'mikko@virtanen.fi',
    role: 'buyer',
    expires_at: '2026-12-03T10:00:00.000Z',
  };
  const token = 'q9X2mVb7Lr0cTn4KsW8yHd1fJp6eZa3uGi5oNl7xRk0';

  it('shows what the link offers and joins only on the click, then links to the company', async () => {
    useAuthStore.setState({ loggedIn: false, user: null });
    const calls = mockFetch({
      [`/users/company/invite?token=${token}`]: preview,
      '/users/company/invite/accept': { user: { ...user, email: 'mikko@virtanen.fi', company_account: membership } },
    });
    renderWithProviders(<CompanyInvitePage />, { route: `/company/invite?token=${token}` });
    expect(await screen.findByText('Rakennus Virtanen Oy invites mikko@virtanen.fi to order as Buyer.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/users/company/invite/accept')).toBe(false);
    fireEvent.click(screen.getByTestId('company-invite-accept'));
    expect(await screen.findByText('You have joined Rakennus Virtanen Oy.')).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.path === '/users/company/invite/accept')!)).toEqual({ token });
    expect(useAuthStore.getState().loggedIn).toBe(true);
    expect(screen.getByTestId('company-invite-open')).toHaveAttribute('href', '/company');
  });

  it('asks an existing account to log in first, with a link that opens the login', async () => {
    useAuthStore.setState({ loggedIn: false, user: null });
    mockFetch({
      [`/users/company/invite?token=${token}`]: preview,
      '/users/company/invite/accept': {
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'LOGIN_REQUIRED',
          message: 'An account for mikko@virtanen.fi exists. Log in as mikko@virtanen.fi to accept the invitation.',
        },
      },
    });
    renderWithProviders(<CompanyInvitePage />, { route: `/company/invite?token=${token}` });
    fireEvent.click(await screen.findByTestId('company-invite-accept'));
    expect(await screen.findByTestId('company-invite-error')).toHaveTextContent('Log in as mikko@virtanen.fi');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('login=true');
  });

  it('says when the link is no longer valid', async () => {
    mockFetch({
      [`/users/company/invite?token=${token}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'INVITE_INVALID',
          message: 'company.error.invite_invalid',
        },
      },
    });
    renderWithProviders(<CompanyInvitePage />, { route: `/company/invite?token=${token}` });
    expect(
      await screen.findByText('This invitation is no longer valid: it was used, revoked or has expired.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('company-invite-accept')).toBeNull();
  });
});

describe('the way to the company page', () => {
  it('is on the profile: named with the company for a member, as an offer for a private buyer', async () => {
    mockFetch({ '/users/current': { ...user, company_account: membership } });
    const { unmount } = renderWithProviders(<ProfilePage />, { route: '/users/profile' });
    const link = await screen.findByTestId('company-link');
    expect(link).toHaveTextContent('Company account: Rakennus Virtanen Oy');
    expect(link).toHaveAttribute('href', '/company');
    unmount();
    mockFetch({ '/users/current': user });
    renderWithProviders(<ProfilePage />, { route: '/users/profile' });
    expect(await screen.findByTestId('company-link')).toHaveTextContent(/^Company account$/);
  });
});
