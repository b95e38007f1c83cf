import type { EmbeddedAnswers, Locale } from '@shop/contracts';

/**
 * The request a server render is for. A browser shows one page, its own, and has none: there this
 * package keeps one of each thing per page (stores, the embedded answers; cookies are the
 * document's). The gateway renders many requests at once in one process, so there each render finds
 * its own request here, and with it the things kept for it (server/request-state.ts says how).
 */
export interface RenderRequest {
  locale: Locale;
  /** The request's Cookie header ('' without one). */
  cookie: string;
  /** The answers the gateway embeds in the page. */
  answers: EmbeddedAnswers;
  /** When the render started, on `performance.now()`'s clock. */
  startedAt: number;
  /** What this package made for the request, by the key of what it stands for (a store's creator...). */
  kept: Map<object, unknown>;
}

let findRequest: () => RenderRequest | undefined = () => undefined;

/** The request being rendered on this server now; undefined in a browser and outside a render. */
export const renderRequest = (): RenderRequest | undefined => findRequest();

/** How a server finds the request being rendered (set once, by server/request-state.ts). */
export function findRenderRequestWith(find: () => RenderRequest | undefined): void {
  findRequest = find;
}

/**
 * What `key` stands for in the request being rendered: made from the request on first use and kept
 * for the rest of its render. Undefined outside a server render: the caller uses the page's own.
 */
export function keptForRequest<T>(key: object, make: (request: RenderRequest) => T): T | undefined {
  const request = findRequest();
  if (!request) return undefined;
  if (!request.kept.has(key)) request.kept.set(key, make(request));
  return request.kept.get(key) as T;
}
