import { useAuthStore, useConsentStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { LoginDrawer } from '../src/features/login-drawer/login-drawer';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function openDrawer(onClose = jest.fn(), route = '/?login=true') {
  renderWithProviders(
    <>
      <LoginDrawer open onClose={onClose} />
      <Where />
    </>,
    { route },
  );
  return onClose;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const toasts = () => useUiStore.getState().notifications.map((n) => [n.kind, n.message]);
const user = {
  userid: 7,
  email: 'buyer@example.com',
  company: 'Rakennus Oy',
  vatid: '',
  customername: '',
  phonenumber: '',
  billingaddress: '',
  billingaddress_additional_line: '',
  billingpostcode: '',
  billingcity: '',
  billingCountry: '',
  isverified: true,
  isdeleted: false,
  hasPassword: true,
  roles: [],
  discount_link: null,
};

const loginMethodCookie = () => /(?:^|; )login_method=([^;]*)/.exec(document.cookie)?.[1] ?? null;

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  document.cookie = 'login_method=; max-age=0; path=/';
  useConsentStore.setState({ consent: { functional: true, analytics: false } });
  useAuthStore.getState().reset();
  useAuthStore.setState({ loggedIn: false, user: null });
  useUiStore.setState({ notifications: [] });
  useConsentStore.setState({ consent: { functional: true, analytics: false } });
  document.cookie = 'logged_in=; max-age=0; path=/';
});

describe('LoginDrawer: passwordless view (default)', () => {
  it('is the login drawer with title, intro and e-mail field', () => {
    openDrawer();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('magic-link-form')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail without calling the server', () => {
    const calls = mockFetch({});
    openDrawer();
    type('E-mail', 'not-an-email');
    click('Send login link');
    expect(screen.getByText('Insert valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows "check your e-mail" with spam hint and validity, and a toast after the link was sent', async () => {
    const calls = mockFetch({
      '/users/request-magic-link': { code: 'MAGIC_LINK_SENT', message: 'Magic link sent successfully.' },
    });
    openDrawer();
    type('E-mail', 'buyer@example.com');
    click('Send login link');
    const sent = await screen.findByTestId('email-sent');
    expect(sent).toHaveTextContent('buyer@example.com');
    expect(sent).toHaveTextContent('valid for 30 minutes');
    expect(sent).toHaveTextContent('spam folder');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      email: 'buyer@example.com',
      host: window.location.origin,
    });
    expect(toasts()).toEqual([['success', 'Login link sent']]);
  });

  it('shows the confirmation without a toast for an existing valid link', async () => {
    mockFetch({ '/users/request-magic-link': { code: 'MAGIC_LINK_EXISTING', message: 'Existing magic link valid.' } });
    openDrawer();
    type('E-mail', 'buyer@example.com');
    click('Send login link');
    await screen.findByTestId('email-sent');
    expect(toasts()).toEqual([]);
  });

  it('gives a magic-link-failed toast on failure', async () => {
    mockFetch({
      '/users/request-magic-link': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait a while and try again.',
        },
      },
    });
    openDrawer();
    type('E-mail', 'buyer@example.com');
    click('Send login link');
    expect(await screen.findByTestId('magic-link-error')).toHaveTextContent('Too many attempts');
    expect(toasts()).toEqual([['error', 'Could not send the magic link']]);
    expect(screen.queryByTestId('email-sent')).not.toBeInTheDocument();
  });

  it('disables the submit without functional cookies and says why', () => {
    useConsentStore.setState({ consent: { functional: false, analytics: false } });
    openDrawer();
    expect(screen.getByTestId('consent-required')).toHaveTextContent(
      'You need to accept functional cookies to use account',
    );
    expect(screen.getByRole('button', { name: 'Send login link' })).toBeDisabled();
    click('Cookie settings');
    expect(useUiStore.getState().cookieDialogOpen).toBe(true);
  });

  it('closes on Escape and resets the auth view', () => {
    useAuthStore.setState({ isEmailSent: true, view: 'signup' });
    const onClose = openDrawer();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isEmailSent: false, view: 'passwordless' });
  });
});

describe('LoginDrawer: view transitions of SPEC 4', () => {
  it('toggles to password, on to passwordReset and signup, and back', () => {
    openDrawer();
    type('E-mail', 'buyer@example.com');
    click('Log in with password');
    expect(screen.getByTestId('password-login-form')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('buyer@example.com');
    click('Forgot your password?');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    click('← Back');
    expect(screen.getByTestId('password-login-form')).toBeInTheDocument();
    click('Create account');
    expect(screen.getByRole('dialog', { name: 'Create account' })).toBeInTheDocument();
    click('← Back');
    click('Log in with an e-mail link instead');
    expect(screen.getByTestId('magic-link-form')).toBeInTheDocument();
  });
});

describe('LoginDrawer: password view', () => {
  const login = () => {
    useAuthStore.setState({ view: 'password' });
    openDrawer();
    type('E-mail', 'buyer@example.com');
    type('Password', 'Aita2026kesä');
    click('Log in');
  };

  it('stores the user, keeps no session token scripts can read, shows success and goes to /users/profile', async () => {
    mockFetch({ '/users/login': { user } });
    login();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/users/profile'));
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: true, user: { userid: 7 } });
    expect(document.cookie).not.toContain('session_id');
    expect(toasts()).toEqual([['success', 'You are logged in']]);
  });

  it('goes back to the page that opened the login to come back (?back=true), not to the profile', async () => {
    mockFetch({ '/users/login': { user } });
    useAuthStore.setState({ view: 'password' });
    openDrawer(jest.fn(), '/approval/5f1c2f3e-7a4b-4c1d-9e2f-3a4b5c6d7e8f?login=true&back=true');
    type('E-mail', 'buyer@example.com');
    type('Password', 'Aita2026kesä');
    click('Log in');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/approval\/5f1c2f3e-7a4b-4c1d-9e2f-3a4b5c6d7e8f$/),
    );
    expect(useAuthStore.getState()).toMatchObject({ loggedIn: true });
  });

  it('remembers the password as the login method: the drawer opens with the password form next time', async () => {
    mockFetch({ '/users/login': { user } });
    login();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/users/profile'));
    expect(loginMethodCookie()).toBe('password');
    cleanup();
    openDrawer();
    expect(screen.getByTestId('password-login-form')).toBeInTheDocument();
    // The toggle still leads to the link form, and closing opens on the password form again.
    click('Log in with an e-mail link instead');
    expect(screen.getByTestId('magic-link-form')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useAuthStore.getState().view).toBe('password');
  });

  it('forgets the preferred login method with the functional consent', async () => {
    mockFetch({ '/users/login': { user } });
    login();
    await waitFor(() => expect(loginMethodCookie()).toBe('password'));
    act(() => useConsentStore.getState().choose({ functional: false, analytics: false }));
    expect(loginMethodCookie()).toBeNull();
    act(() => useAuthStore.getState().reset());
    expect(useAuthStore.getState().view).toBe('passwordless');
  });

  it('puts "Invalid email or password" on the e-mail field', async () => {
    mockFetch({
      '/users/login': {
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password',
          issues: [{ field: 'email', reason: 'Invalid email or password' }],
        },
      },
    });
    login();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toEqual([]);
  });

  it('puts the deleted-user message on the e-mail field', async () => {
    const message = 'This email was registered, but deleted by the user. To restore the account, please contact us.';
    mockFetch({
      '/users/login': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'USER_DELETED',
          message,
          issues: [{ field: 'email', reason: message }],
        },
      },
    });
    login();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('gives a login-failed toast for other failures', async () => {
    mockFetch({
      '/users/login': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'x' },
      },
    });
    login();
    await waitFor(() => expect(toasts()).toEqual([['error', 'Login attempt failed']]));
  });
});

describe('LoginDrawer: signup view', () => {
  const fill = (password: string, confirm = password) => {
    useAuthStore.setState({ view: 'signup' });
    openDrawer();
    type('E-mail', 'new@example.com');
    type('Password', password);
    type('Confirm password', confirm);
    click('Create account');
  };

  it('applies the password rules and the confirmation before calling the server', () => {
    const calls = mockFetch({});
    fill('short');
    expect(screen.getByText('The password must have at least 8 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nouppercase1' } });
    click('Create account');
    expect(screen.getByText('The password needs an uppercase letter')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Aita2026kesä' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Aita2026kesa' } });
    click('Create account');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it(
    'gives the account-created toast and the confirmation, telling to open the link in this browser to keep ' +
      'the password',
    async () => {
      const calls = mockFetch({
        '/users/create': { code: 'VERIFICATION_SENT', message: 'Verification email sent successfully.' },
      });
      fill('Aita2026kesä');
      expect(await screen.findByTestId('email-sent')).toHaveTextContent('confirmation link to new@example.com');
      expect(screen.getByTestId('same-browser-hint')).toHaveTextContent(
        'Open the link in this browser to keep the password you chose.',
      );
      expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
        email: 'new@example.com',
        password: 'Aita2026kesä',
        host: window.location.origin,
      });
      expect(toasts()).toEqual([
        ['success', 'Your account was created. Confirm your e-mail address with the link we sent.'],
      ]);
    },
  );

  it('sets the existing-user error on the e-mail field', async () => {
    mockFetch({
      '/users/create': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'USER_EXISTS',
          message: 'User with this email already exists',
          issues: [{ field: 'email', reason: 'User with this email already exists' }],
        },
      },
    });
    fill('Aita2026kesä');
    expect(
      await screen.findByText('User account with this email has already been created, try log in instead'),
    ).toBeInTheDocument();
  });

  it('gives a signup-failed toast otherwise', async () => {
    mockFetch({ '/users/create': { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } } });
    fill('Aita2026kesä');
    await waitFor(() => expect(toasts()).toEqual([['error', 'Something went wrong during sign up']]));
  });
});

describe('LoginDrawer: passwordReset view', () => {
  it.each([
    ['Password reset link sent successfully.', 'RESET_LINK_SENT'],
    ['Existing password reset link is valid.', 'RESET_LINK_EXISTING'],
  ])('treats "%s" as success', async (message, code) => {
    mockFetch({ '/users/request-password-reset': { code, message } });
    useAuthStore.setState({ view: 'passwordReset' });
    openDrawer();
    type('E-mail', 'buyer@example.com');
    click('Send reset link');
    expect(await screen.findByTestId('email-sent')).toHaveTextContent('password reset link to buyer@example.com');
    expect(toasts()).toEqual([['success', 'Password reset link sent']]);
  });

  it('gives an error notice on failure', async () => {
    mockFetch({
      '/users/request-password-reset': { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } },
    });
    useAuthStore.setState({ view: 'passwordReset' });
    openDrawer();
    type('E-mail', 'buyer@example.com');
    click('Send reset link');
    await waitFor(() => expect(toasts()).toEqual([['error', 'Could not send the password reset link']]));
  });
});
