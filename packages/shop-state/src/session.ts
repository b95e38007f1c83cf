import { punchoutMarkerCookie, sessionMarkerCookie } from '@shop/contracts';
import { getCookie, removeCookie } from './cookies/cookies';

/**
 * The session itself is an HttpOnly cookie this code never sees (a script injected into the page
 * cannot steal it). Beside it the server sets `logged_in=1`, which only says which UI to show;
 * GET /users/current decides, and a 401 there resets the user (useCurrentUser).
 */
export const hasSession = (): boolean => getCookie(sessionMarkerCookie) === '1';

/**
 * A purchasing system opened this session (docs/procurement.md): the cart goes back to it instead
 * of through the checkout. Read from the users service's readable marker; the transfer itself is
 * refused to any other session.
 */
export const isPunchoutSession = (): boolean => getCookie(punchoutMarkerCookie) !== null;

/** Logout, deletion or a session the server no longer knows: the UI shows a visitor again. */
export const forgetSessionMarker = (): void => removeCookie(sessionMarkerCookie);

/**
 * Browsers of earlier versions kept the session token in the script-readable `session_id` cookie;
 * it is dropped so nothing readable by scripts holds a credential any more.
 */
export const dropLegacySessionCookie = (): void => removeCookie('session_id');
