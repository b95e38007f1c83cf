import { cookies, type Locale } from '@shop/contracts';
import { hasMessages, loadMessages, resolveLocale } from '@shop/i18n';
import { getCookie, setCookie } from '../cookies/cookies';
import { renderRequest } from '../page/render-request';
import { createPageStore } from './page-store';

/** SPEC 9: the language cookie lives 365 days. */
export const localeCookieDays = 365;

function initialLocale(): Locale {
  // A server render speaks the language the gateway chose for the page, which the page's <html lang> says.
  const rendered = renderRequest()?.locale;
  if (rendered) return rendered;
  const fromCookie = getCookie(cookies.locale);
  const fromPage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return resolveLocale(fromCookie ?? fromPage);
}

interface LocaleState {
  locale: Locale;
  /**
   * Switches the interface language and remembers it in the locale cookie, once the language's
   * texts are at hand (in the browser they load per language; a language whose texts cannot be
   * loaded is not switched to).
   */
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = createPageStore<LocaleState>((set) => ({
  locale: initialLocale(),
  setLocale: (locale) => {
    const switchTo = () => {
      setCookie(cookies.locale, locale, { days: localeCookieDays });
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
      set({ locale });
    };
    if (hasMessages(locale)) switchTo();
    else loadMessages(locale).then(switchTo, (error: unknown) => console.error(`[i18n] ${locale} not loaded`, error));
  },
}));
