import { cookies, type EmbeddedAnswers, type Locale } from '@shop/contracts';
import type { StoreApi } from 'zustand';
import { getCookie, readCookiesOf } from '../cookies/cookies';
import { resetEmbeddedAnswers, setEmbeddedAnswers } from '../api/embedded-answers';
import { hasSession } from '../session';
import { useAuthStore } from '../stores/auth-store';
import { embeddedCartLength, useCartStore } from '../stores/cart-store';
import { readConsent, useConsentStore } from '../stores/consent-store';
import { useLocaleStore } from '../stores/locale-store';
import { preferredLoginView } from '../stores/login-method';

/**
 * A server render of a page (the gateway's, through the shell's server build) with the state the
 * browser's stores will start from on that page: the request's language and what its cookies say
 * (login marker, consent, cart). Hydration then finds the markup it renders itself.
 *
 * A store is one object per process, so renders take turns (`oneAtATime`): a render waits for the
 * remotes' lazy pages (react-dom/static's prerender), and no other request's state may be written
 * while it does.
 */
const perRequest: [StoreApi<object>, () => object][] = [
  [useAuthStore, () => ({ loggedIn: hasSession(), view: preferredLoginView(), user: null, isEmailSent: false })],
  [useConsentStore, () => ({ consent: readConsent() })],
  [
    useCartStore,
    () => ({ cartUuid: getCookie(cookies.cartId), cartLength: embeddedCartLength(getCookie(cookies.cartId)) }),
  ],
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

let turns: Promise<unknown> = Promise.resolve();

/** Runs `task` after every task queued before it has settled, whether it succeeded or not. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const turn = turns.then(task);
  turns = turn.catch(() => undefined);
  return turn;
}

export function renderWithRequestState<T>(
  { locale, cookie, answers }: PageRequestState,
  render: () => Promise<T>,
): Promise<T> {
  return oneAtATime(async () => {
    readCookiesOf(cookie);
    // A copy: the render takes each answer once, as the browser's first render will from its own.
    setEmbeddedAnswers(structuredClone(answers));
    try {
      for (const [store, fromRequest] of perRequest) startFrom(store, fromRequest());
      startFrom(useLocaleStore, { locale });
      return await render();
    } finally {
      readCookiesOf('');
      resetEmbeddedAnswers();
    }
  });
}
