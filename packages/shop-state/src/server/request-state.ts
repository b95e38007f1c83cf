import { AsyncLocalStorage } from 'node:async_hooks';
import type { EmbeddedAnswers, Locale } from '@shop/contracts';
import { findRenderRequestWith, type RenderRequest } from '../page/render-request';

/**
 * The request each server render is for, wherever the render's work continues: React's prerender
 * goes on after each lazy page it waits for (from promise callbacks and setImmediate, where Node
 * carries this context on, as React's own request storage relies on), while renders of other
 * requests run in between. Why a request scope and not React context:
 * docs/decisions/2026-11-29-store-per-render.md.
 */
const rendering = new AsyncLocalStorage<RenderRequest>();
findRenderRequestWith(() => rendering.getStore());

export interface PageRequestState {
  locale: Locale;
  /** The request's Cookie header ('' without one). */
  cookie: string;
  /** The answers the gateway embeds in the page: the render reads them as the browser will. */
  answers: EmbeddedAnswers;
}

/**
 * A server render of a page (the gateway's, through the shell's server build) with the state the
 * browser's stores will start from on that page: the request's language, what its cookies say
 * (login marker, consent, cart) and the page's answers. The render has stores of its own, made by
 * the same creators as the browser's from that request, so hydration finds the markup it renders
 * itself, and renders of different requests run at the same time.
 */
export function renderWithRequestState<T>(
  { locale, cookie, answers }: PageRequestState,
  render: () => Promise<T>,
): Promise<T> {
  return rendering.run({ locale, cookie, answers, startedAt: performance.now(), kept: new Map() }, render);
}
