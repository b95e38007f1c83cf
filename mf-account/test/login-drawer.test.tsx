import { useAuthStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { LoginDrawer } from '../src/features/login-drawer/login-drawer';

function openDrawer(onClose = jest.fn()) {
  renderWithProviders(<LoginDrawer open onClose={onClose} />);
  return onClose;
}

function sendLink(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send login link' }));
}

describe('LoginDrawer', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useAuthStore.getState().reset();
    useUiStore.setState({ notifications: [] });
  });

  it('is the login drawer with title, intro and e-mail field', () => {
    openDrawer();
    expect(screen.getByTestId('login-drawer')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail without calling the server', () => {
    const calls = mockFetch({});
    openDrawer();
    sendLink('not-an-email');
    expect(screen.getByText('Insert valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the reason from the ErrorResponse when the request fails', async () => {
    mockFetch({
      '/users/request-magic-link': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Could not send the magic link' },
      },
    });
    openDrawer();
    sendLink('buyer@example.com');
    expect(await screen.findByTestId('magic-link-error')).toHaveTextContent('Could not send the magic link');
    expect(screen.queryByTestId('email-sent')).not.toBeInTheDocument();
  });

  it('shows "check your e-mail" and a toast after the link was sent', async () => {
    const calls = mockFetch({ '/users/request-magic-link': { message: 'Magic link sent successfully.' } });
    openDrawer();
    sendLink('buyer@example.com');
    expect(await screen.findByTestId('email-sent')).toHaveTextContent('buyer@example.com');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ email: 'buyer@example.com', host: window.location.origin });
    expect(useUiStore.getState().notifications.map((n) => n.message)).toEqual(['Login link sent']);
  });

  it('closes on Escape and resets the auth view', () => {
    useAuthStore.setState({ isEmailSent: true });
    const onClose = openDrawer();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(useAuthStore.getState().isEmailSent).toBe(false);
  });
});
