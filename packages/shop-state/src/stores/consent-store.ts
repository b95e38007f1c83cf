import { ConsentSchema, cookies, type Consent } from '@shop/contracts';
import { getCookie, removeCookie, setCookie } from '../cookies/cookies';
import { createPageStore } from './page-store';

/** The consent choice is kept as long as the language: a year, then the dialog asks again. */
export const consentCookieDays = 365;

/** The choice the consent cookie holds (the store's first state, and a server render's). */
export function readConsent(): Consent | null {
  const raw = getCookie(cookies.consent);
  if (!raw) return null;
  try {
    const parsed = ConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface ConsentState {
  /** null until the buyer has chosen: nothing optional runs before. */
  consent: Consent | null;
  /** Stores the choice in the consent cookie as JSON {functional, analytics}. */
  choose: (consent: Consent) => void;
}

export const useConsentStore = createPageStore<ConsentState>((set) => ({
  consent: readConsent(),
  choose: (consent) => {
    setCookie(cookies.consent, JSON.stringify(consent), { days: consentCookieDays });
    // Functional cookies go with the functional consent.
    if (!consent.functional) removeCookie(cookies.loginMethod);
    set({ consent });
  },
}));

/** SPEC 5/6: accounts (and the user load) need functional consent. */
export const hasFunctionalConsent = (): boolean => useConsentStore.getState().consent?.functional === true;
export const hasAnalyticsConsent = (): boolean => useConsentStore.getState().consent?.analytics === true;
export const useFunctionalConsent = (): boolean => useConsentStore((state) => state.consent?.functional === true);
