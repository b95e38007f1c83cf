import { create } from 'zustand';

/** SPEC 2/4: the views of the auth dialog; passwordless is the default. */
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
  setView: (view: AuthView) => void;
  back: () => void;
  setEmailSent: (sent: boolean) => void;
  /** Back to the default view, e.g. when the dialog closes. */
  reset: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  view: 'passwordless',
  isEmailSent: false,
  setView: (view) => set({ view, isEmailSent: false }),
  back: () => set((state) => ({ view: backTo[state.view], isEmailSent: false })),
  setEmailSent: (isEmailSent) => set({ isEmailSent }),
  reset: () => set({ view: 'passwordless', isEmailSent: false }),
}));
