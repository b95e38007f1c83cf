import { cookies, type Locale } from '@shop/contracts';
import { resolveLocale } from '@shop/i18n';
import { create } from 'zustand';
import { getCookie, setCookie } from '../cookies/cookies';

/** SPEC 9: the language cookie lives 365 days. */
export const localeCookieDays = 365;

function initialLocale(): Locale {
  const fromCookie = getCookie(cookies.locale);
  const fromPage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return resolveLocale(fromCookie ?? fromPage);
}

interface LocaleState {
  locale: Locale;
  /** Switches the interface language and remembers it in the locale cookie. */
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: initialLocale(),
  setLocale: (locale) => {
    setCookie(cookies.locale, locale, { days: localeCookieDays });
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    set({ locale });
  },
}));
