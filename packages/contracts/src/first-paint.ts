/**
 * What the gateway embeds in a page for its first render, and the shell and @shop/state read back.
 * Data blocks (`type="application/json"`): the browser never runs them, so the page's CSP is unaffected.
 */

/** The inline copy of /remotes.json, so the shell does not fetch it before loading any remote. */
export const inlineRemotesManifestId = 'shop-remotes-manifest';

/** The answers to the calls the page's first render makes. */
export const embeddedAnswersElementId = 'shop-embedded-answers';

export interface EmbeddedAnswers {
  /** The language the answers are in; a page in another language makes its calls itself. */
  locale: string;
  /** Answer bodies by call (see embeddedCallKey). */
  calls: Record<string, unknown>;
}

/**
 * One name for a call however its query is encoded (`range=[0,10]` or `range=%5B0%2C10%5D`):
 * the call path under /api as the service knows it, decoded.
 */
export function embeddedCallKey(callPath: string): string {
  try {
    return decodeURIComponent(callPath);
  } catch {
    return callPath;
  }
}
