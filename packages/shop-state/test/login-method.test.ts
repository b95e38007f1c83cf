import { preferredLoginView, rememberLoginMethod, useAuthStore, useConsentStore } from '../src';

const loginMethodCookie = () => /(?:^|; )login_method=([^;]*)/.exec(document.cookie)?.[1] ?? null;

beforeEach(() => {
  document.cookie = 'login_method=; path=/; max-age=0';
  useConsentStore.setState({ consent: null });
});

describe('the preferred login method cookie', () => {
  it('is written only with functional consent', () => {
    rememberLoginMethod('password');
    expect(loginMethodCookie()).toBeNull();
    useConsentStore.setState({ consent: { functional: false, analytics: true } });
    rememberLoginMethod('password');
    expect(loginMethodCookie()).toBeNull();
    useConsentStore.setState({ consent: { functional: true, analytics: false } });
    rememberLoginMethod('password');
    expect(loginMethodCookie()).toBe('password');
  });

  it('opens the drawer on the password form after a password login, on the link form otherwise', () => {
    useConsentStore.setState({ consent: { functional: true, analytics: false } });
    expect(preferredLoginView()).toBe('passwordless');
    rememberLoginMethod('password');
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().view).toBe('password');
    rememberLoginMethod('link');
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().view).toBe('passwordless');
  });

  it('is not read without functional consent, and is removed when the buyer withdraws it', () => {
    useConsentStore.setState({ consent: { functional: true, analytics: false } });
    rememberLoginMethod('password');
    useConsentStore.setState({ consent: null });
    expect(preferredLoginView()).toBe('passwordless');
    useConsentStore.getState().choose({ functional: false, analytics: true });
    expect(loginMethodCookie()).toBeNull();
  });
});
