import { cookies } from '@shop/contracts';
import { getCookie } from './cookies/cookies';

/** Logged in = a session cookie exists (set on login, removed on user reset). */
export const hasSession = (): boolean => Boolean(getCookie(cookies.session));
