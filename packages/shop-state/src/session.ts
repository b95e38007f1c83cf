import { cookies } from '@shop/contracts';
import { getCookie, removeCookie, setCookie } from './cookies/cookies';

/** Logged in = a session cookie exists (set on login, removed on user reset). */
export const hasSession = (): boolean => Boolean(getCookie(cookies.session));

/** As long as the server keeps a session when the buyer does not log out. */
export const sessionCookieDays = 30;

export const saveSessionCookie = (sessionId: string): void => setCookie(cookies.session, sessionId, { days: sessionCookieDays });
export const removeSessionCookie = (): void => removeCookie(cookies.session);
