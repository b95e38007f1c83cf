import { useAuthStore, useConsentStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ProfilePage } from '../src/features/profile/profile-page';
import { ResetPasswordPage } from '../src/features/reset-password/reset-password-page';
import { VerifyAccountPage } from '../src/features/verify-account/verify-account-page';

const today = new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const user = {
  userid: 7,
  email: 'anna@rakennus.fi',
  company: 'Rakennus Oy',
  vatid: '1234567-8',
  customername: 'Anna Virtanen',
  phonenumber: '+358401234567',
  billingaddress: 'Teollisuuskatu 5',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'Finland',
  isverified: true,
  isdeleted: false,
  hasPassword: true,
  roles: [],
  discount_link: {
    discount_row: [
      { discount_percent: 3, start_date: null, end_date: null, threshold: 0 },
      { discount_percent: 8, start_date: today, end_date: shift(60), threshold: 500000 },
      { discount_percent: 5, start_date: null, end_date: shift(10), threshold: 100000 },
      { discount_percent: 20, start_date: null, end_date: shift(-1), threshold: 0 },
    ],
  },
};
const toasts = () => useUiStore.getState().notifications.map((n) => [n.kind, n.message]);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
  useConsentStore.setState({ consent: { functional: true, analytics: false } });
  useAuthStore.setState({ loggedIn: true, user: null });
});

describe('ProfilePage', () => {
  it('loads the user, lists valid personal discounts by end date, and saves the account info', async () => {
    const calls = mockFetch({ '/users/current': user, '/users/update/7': { ...user, company: 'Aita Oy' } });
    renderWithProviders(<ProfilePage />, { route: '/users/profile' });
    expect(await screen.findByLabelText('Company')).toHaveValue('Rakennus Oy');
    const rows = screen.getByTestId('personal-discounts').querySelectorAll('li');
    expect([...rows].map((r) => r.querySelector('strong')?.textContent)).toEqual([
      '5% discount',
      '8% discount',
      '3% discount',
    ]);
    expect(rows[0]).toHaveTextContent('Valid until');
    expect(rows[2]).toHaveTextContent('No end date');

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Aita Oy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Account information saved']]));
    const update = calls.find((c) => c.path === '/users/update/7')!;
    expect(update.init?.method).toBe('PATCH');
    expect(JSON.parse(String(update.init!.body))).toMatchObject({ company: 'Aita Oy', vatid: '1234567-8' });
  });

  it("ends a discount on the shop's calendar: at 00:30 in Helsinki, one that ended on UTC's date is gone", async () => {
    // Only the clock is faked; React, react-query and the mocked fetch keep their timers.
    jest.useFakeTimers({
      now: Date.parse('2026-11-26T22:30:00Z'),
      doNotFake: [],
    });
    try {
      const rows = [
        { discount_percent: 6, start_date: null, end_date: '2026-11-26', threshold: 0 },
        { discount_percent: 2, start_date: '2026-11-27', end_date: null, threshold: 0 },
      ];
      mockFetch({ '/users/current': { ...user, discount_link: { discount_row: rows } } });
      renderWithProviders(<ProfilePage />, { route: '/users/profile' });
      const list = await screen.findByTestId('personal-discounts');
      expect([...list.querySelectorAll('li strong')].map((r) => r.textContent)).toEqual(['2% discount']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks fields before saving', async () => {
    const calls = mockFetch({ '/users/current': user });
    renderWithProviders(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Postcode'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a five-digit postal code')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/users/update'))).toHaveLength(0);
  });

  const countries = [
    { code: 'FI', name: 'Finland', euMember: true, vatRate: 25.5, phonePrefix: '+358' },
    { code: 'DE', name: 'Germany', euMember: true, vatRate: 19, phonePrefix: '+49' },
  ];

  it("offers the checkout's countries and reads a country typed before the list as its code", async () => {
    const calls = mockFetch({ '/users/current': user, '/countries': countries, '/users/update/7': user });
    renderWithProviders(<ProfilePage />);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Not chosen', 'Finland', 'Germany']),
    );
    expect(country).toHaveValue('FI');
    fireEvent.change(country, { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/users/update/7')).toBe(true));
    const update = calls.find((c) => c.path === '/users/update/7')!;
    expect(JSON.parse(String(update.init!.body))).toMatchObject({ billingCountry: 'DE' });
  });

  it('shows a saved country the shop does not deliver to with its error, and saves only a listed one', async () => {
    const calls = mockFetch({ '/users/current': { ...user, billingCountry: 'Atlantis' }, '/countries': countries });
    renderWithProviders(<ProfilePage />);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('Atlantis');
    expect(country).toHaveAccessibleDescription('We do not deliver to this country');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.path.startsWith('/users/update'))).toHaveLength(0);
    fireEvent.change(country, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/users/update'))).toHaveLength(1));
  });

  it('changes the password with the current one', async () => {
    const calls = mockFetch({
      '/users/current': user,
      '/users/reset-password/7': { code: 'PASSWORD_UPDATED', message: 'Password updated' },
    });
    renderWithProviders(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Old2026pass' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New2026pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'New2026pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Password updated']]));
    const call = calls.find((c) => c.path === '/users/reset-password/7')!;
    expect(JSON.parse(String(call.init!.body))).toEqual({ password: 'New2026pass', currentPassword: 'Old2026pass' });
  });

  it('deletes the account only after confirmation and forgets the session', async () => {
    const calls = mockFetch({
      '/users/current': user,
      '/users/delete/7': { code: 'ACCOUNT_DELETED', message: 'Account deleted' },
    });
    renderWithProviders(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(calls.some((c) => c.path === '/users/delete/7')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(useAuthStore.getState().loggedIn).toBe(false));
    expect(toasts()).toEqual([['success', 'Your account has been deleted']]);
  });

  it('does not load the user without functional consent', () => {
    const calls = mockFetch({ '/users/current': user });
    useConsentStore.setState({ consent: { functional: false, analytics: false } });
    renderWithProviders(<ProfilePage />);
    expect(screen.getByTestId('consent-required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs out with a POST (a cross-site <img> GET ends no session) and forgets the logged-in marker', async () => {
    document.cookie = 'logged_in=1; path=/';
    const calls = mockFetch({
      '/users/current': user,
      '/users/logout': { code: 'LOGGED_OUT', message: 'Logged out' },
    });
    renderWithProviders(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useAuthStore.getState().loggedIn).toBe(false));
    expect(calls.find((c) => c.path === '/users/logout')?.init?.method).toBe('POST');
    expect(document.cookie).not.toContain('logged_in=1');
    expect(toasts()).toEqual([['success', 'You are logged out']]);
  });

  it('counts a logout whose session already ended elsewhere (401) as logged out', async () => {
    mockFetch({
      '/users/current': user,
      '/users/logout': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'You are not logged in' },
      },
    });
    renderWithProviders(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useAuthStore.getState().loggedIn).toBe(false));
    expect(toasts()).toEqual([['success', 'You are logged out']]);
  });

  it('resets the user when the server no longer knows the session', async () => {
    mockFetch({
      '/users/current': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'You are not logged in' },
      },
    });
    renderWithProviders(<ProfilePage />);
    await waitFor(() => expect(useAuthStore.getState().loggedIn).toBe(false));
  });
});

describe('VerifyAccountPage', () => {
  it('verifies once, logs in and goes on to the profile', async () => {
    jest.useFakeTimers();
    const calls = mockFetch({
      '/users/check-magic-link?token=abc.def.ghi': { code: 'ACCOUNT_VERIFIED', message: 'Account verified', user },
    });
    useAuthStore.setState({ loggedIn: false });
    renderWithProviders(<VerifyAccountPage />, { route: '/users/verify?token=abc.def.ghi' });
    expect(screen.getByTestId('verify-account')).toHaveAttribute('data-state', 'verifying');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('verify-account')).toHaveAttribute('data-state', 'verified');
    expect(screen.getByText('Your e-mail address is confirmed and you are logged in.')).toBeInTheDocument();
    expect(useAuthStore.getState().loggedIn).toBe(true);
    expect(calls).toHaveLength(1);
    jest.useRealTimers();
  });

  it('remembers the e-mail link as the preferred login method: the drawer opens with the link form', async () => {
    document.cookie = 'login_method=password; path=/';
    mockFetch({
      '/users/check-magic-link?token=abc.def.ghi': { code: 'ACCOUNT_VERIFIED', message: 'Account verified', user },
    });
    renderWithProviders(<VerifyAccountPage />, { route: '/users/verify?token=abc.def.ghi' });
    await waitFor(() => expect(screen.getByTestId('verify-account')).toHaveAttribute('data-state', 'verified'));
    expect(document.cookie).toContain('login_method=link');
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().view).toBe('passwordless');
  });

  it('says verification failed for a used or expired link', async () => {
    mockFetch({
      '/users/check-magic-link?token=old.link.x': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', code: 'INVALID_LINK', message: 'x' },
      },
    });
    renderWithProviders(<VerifyAccountPage />, { route: '/users/verify?token=old.link.x' });
    await waitFor(() => expect(screen.getByTestId('verify-account')).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByRole('heading', { name: 'Account verification failed' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('sets a new password with a valid link', async () => {
    const calls = mockFetch({
      '/users/check-reset-password-link?token=r.e.t': {
        code: 'RESET_LINK_VALID',
        message: 'Password reset link is valid.',
        userid: 7,
        email: 'anna@rakennus.fi',
      },
      '/users/reset-password/7': { code: 'PASSWORD_UPDATED', message: 'Password updated' },
    });
    renderWithProviders(<ResetPasswordPage />, { route: '/users/reset-password?token=r.e.t' });
    expect(await screen.findByText('New password for anna@rakennus.fi')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('The password must have at least 8 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New2026pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'New2026pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/users/reset-password/7')!;
    expect(JSON.parse(String(call.init!.body))).toEqual({ password: 'New2026pass', token: 'r.e.t' });
  });

  it('shows the expired-link message', async () => {
    mockFetch({
      '/users/check-reset-password-link?token=o.l.d': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', code: 'INVALID_LINK', message: 'x' },
      },
    });
    renderWithProviders(<ResetPasswordPage />, { route: '/users/reset-password?token=o.l.d' });
    expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent(
      'The password reset link you clicked is invalid or has expired',
    );
  });
});
