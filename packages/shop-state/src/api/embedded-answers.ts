import { embeddedAnswersElementId, embeddedCallKey, type EmbeddedAnswers } from '@shop/contracts';

let answers: EmbeddedAnswers | null = null;

/** The answers the gateway put into the page (see services/gateway/src/first-paint), read once. */
function embedded(): EmbeddedAnswers {
  if (answers) return answers;
  answers = { locale: '', calls: {} };
  const element = typeof document === 'undefined' ? null : document.getElementById(embeddedAnswersElementId);
  try {
    if (element?.textContent) answers = JSON.parse(element.textContent) as EmbeddedAnswers;
  } catch {
    // A page without usable answers makes its calls as usual.
  }
  return answers;
}

/**
 * The page's own answer to a GET call the first render makes, if the gateway embedded one in this
 * locale: the call then needs no round trip. Each answer is used once, so a refetch asks the service.
 */
export function takeEmbeddedAnswer(path: string, locale: string): { body: unknown } | undefined {
  const { locale: answeredIn, calls } = embedded();
  const key = embeddedCallKey(path);
  if (answeredIn !== locale || !(key in calls)) return undefined;
  const body = calls[key];
  delete calls[key];
  return { body };
}

/** The answers of the page a server renders now (server/request-state.ts); a browser reads its page's. */
export function setEmbeddedAnswers(page: EmbeddedAnswers): void {
  answers = page;
}

/** Forgets what the page embedded (tests start each case from a fresh page). */
export function resetEmbeddedAnswers(): void {
  answers = null;
}
