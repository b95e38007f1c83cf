import { cookies, type EmbeddedAnswers, type Locale } from '@shop/contracts';
import type { StoreApi } from 'zustand';
import { getCookie, readCookiesOf } from '../cookies/cookies';
import { resetEmbeddedAnswers, setEmbeddedAnswers } from '../api/embedded-answers';
import { hasSession } from '../session';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { readConsent, useConsentStore } from '../stores/consent-store';
import { useLocaleStore } from '../stores/locale-store';
import { preferredLoginView } from '../stores/login-method';

/**
 * A server render of a page (the gateway's, through the shell's server build) with the state the
 * browser's stores will start from on that page: the request's language and what its cookies say
 * (login marker, consent, cart). Hydration then finds the markup it renders itself.
 *
 * A store is one object per process, so this is only safe for a synchronous render
 * (`renderToString`): nothing else runs between setting the state and rendering.
 */
const perRequest: [StoreApi<object>, () => object][] = [
  [useAuthStore, () => ({ loggedIn: hasSession(), view: preferredLoginView(), user: null, isEmailSent: false })],
  [useConsentStore, () => ({ consent: readConsent() })],
  [useCartStore, () => ({ cartUuid: getCookie(cookies.cartId), cartLength: 0 })],
];

/**
 * zustand hands a server render (and hydration) a store's *initial* state, the object its creator
 * returned, so that is the object the request's values are written into.
 */
function startFrom(store: StoreApi<object>, values: object): void {
  Object.assign(store.getInitialState(), values);
  store.setState(values);
}

export interface PageRequestState {
  locale: Locale;
  /** The request's Cookie header ('' without one). */
  cookie: string;
  /** The answers the gateway embeds in the page: the render reads them as the browser will. */
  answers: EmbeddedAnswers;
}

export function renderWithRequestState<T>({ locale, cookie, answers }: PageRequestState, render: () => T): T {
  readCookiesOf(cookie);
  // A copy: the render takes each answer once, as the browser's first render will from its own.
  setEmbeddedAnswers(structuredClone(answers));
  try {
    for (const [store, fromRequest] of perRequest) startFrom(store, fromRequest());
    startFrom(useLocaleStore, { locale });
    return render();
  } finally {
    readCookiesOf('');
    resetEmbeddedAnswers();
  }
}
