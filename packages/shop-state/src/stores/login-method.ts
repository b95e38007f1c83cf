import { cookies } from '@shop/contracts';
import { getCookie, setCookie } from '../cookies/cookies';
import { hasFunctionalConsent } from './consent-store';

/** How the buyer last logged in: with the password, or with a link sent by e-mail. */
export type LoginMethod = 'password' | 'link';

/** Kept as long as the language and the consent. */
export const loginMethodCookieDays = 365;

/**
 * SPEC 3: the preferred login method is a functional cookie: kept only with functional consent
 * (which logging in needs anyway), and read only while that consent lasts.
 */
export function rememberLoginMethod(method: LoginMethod): void {
  if (hasFunctionalConsent()) setCookie(cookies.loginMethod, method, { days: loginMethodCookieDays });
}

/** The view the login drawer opens in: the password form for who logged in with it last time. */
export function preferredLoginView(): 'password' | 'passwordless' {
  return hasFunctionalConsent() && getCookie(cookies.loginMethod) === 'password' ? 'password' : 'passwordless';
}
