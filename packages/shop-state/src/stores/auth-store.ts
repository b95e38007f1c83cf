import type { User } from '@shop/contracts';
import { dropLegacySessionCookie, forgetSessionMarker, hasSession } from '../session';
import { preferredLoginView } from './login-method';
import { createPageStore } from './page-store';

/**
 * SPEC 2/4: the views of the auth dialog; passwordless is the default, password for a buyer whose
 * last login was by password (the login-method cookie).
 */
export type AuthView = 'passwordless' | 'password' | 'passwordReset' | 'signup';

/** Where "back" leads from each view (SPEC 4). */
const backTo: Record<AuthView, AuthView> = {
  passwordless: 'passwordless',
  password: 'passwordless',
  passwordReset: 'password',
  signup: 'password',
};

interface AuthState {
  view: AuthView;
  isEmailSent: boolean;
  /** True while the server's logged-in marker exists; components re-render when it changes. */
  loggedIn: boolean;
  /** The user the last login answered with (the profile reloads it from the server). */
  user: User | null;
  setView: (view: AuthView) => void;
  back: () => void;
  setEmailSent: (sent: boolean) => void;
  /** Back to the opening view (the preferred login method), e.g. when the dialog closes. */
  reset: () => void;
  /** SPEC 4: login success stores the user; the session is the HttpOnly cookie the answer set. */
  startSession: (user: User) => void;
  /** Logout, account deletion or a session the server no longer knows: the user is reset. */
  endSession: () => void;
}

dropLegacySessionCookie();

export const useAuthStore = createPageStore<AuthState>((set) => ({
  view: preferredLoginView(),
  isEmailSent: false,
  loggedIn: hasSession(),
  user: null,
  setView: (view) => set({ view, isEmailSent: false }),
  back: () => set((state) => ({ view: backTo[state.view], isEmailSent: false })),
  setEmailSent: (isEmailSent) => set({ isEmailSent }),
  reset: () => set({ view: preferredLoginView(), isEmailSent: false }),
  startSession: (user) => set({ user, loggedIn: true }),
  endSession: () => {
    forgetSessionMarker();
    set({ user: null, loggedIn: false });
  },
}));
