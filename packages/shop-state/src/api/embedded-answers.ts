import { embeddedAnswersElementId, embeddedCallKey, type EmbeddedAnswers } from '@shop/contracts';
import { keptForRequest } from '../page/render-request';
import { queryKeepAliveMs } from '../query/query-client';

interface PageAnswers {
  locale: string;
  calls: Record<string, unknown>;
  /** The keys a query has started from: the network's next answer for them is new, not these. */
  given: Set<string>;
  /** When the answers were made, on `performance.now()`'s clock: a page's navigation, a server's render. */
  since: number;
  /** Something was written since: no answer of the page is current any more. */
  written: boolean;
}

/** The browser's page's answers, read once. */
let pageAnswers: PageAnswers | null = null;

/** The key of a server render's answers among what is kept for its request. */
const renderedAnswers = {};

/**
 * The answers the gateway put into the page (see services/gateway/src/first-paint): the browser's
 * page's, or those of the request a server renders now, each request a copy of its own (a render
 * takes each answer once, as the browser's first render will from its own).
 */
function embedded(): PageAnswers {
  const rendered = keptForRequest(renderedAnswers, ({ answers, startedAt }) => ({
    ...structuredClone(answers),
    given: new Set<string>(),
    since: startedAt,
    written: false,
  }));
  return rendered ?? (pageAnswers ??= answersOfDocument());
}

function answersOfDocument(): PageAnswers {
  const none = { locale: '', calls: {}, given: new Set<string>(), since: 0, written: false };
  const element = typeof document === 'undefined' ? null : document.getElementById(embeddedAnswersElementId);
  try {
    if (element?.textContent) {
      return { ...(JSON.parse(element.textContent) as EmbeddedAnswers), given: new Set(), since: 0, written: false };
    }
  } catch {
    // A page without usable answers makes its calls as usual.
  }
  return none;
}

/**
 * The answers are as old as the page: past a query's keep-alive (its staleTime) they would show
 * data the query then asks again for at once, so from then on the service is asked instead.
 */
const fresh = ({ since }: PageAnswers) => performance.now() - since < queryKeepAliveMs;

function answerTo(path: string, locale: string): { key: string; body: unknown } | undefined {
  const page = embedded();
  const { locale: answeredIn, calls } = page;
  const key = embeddedCallKey(path);
  if (answeredIn !== locale || !(key in calls) || !fresh(page)) return undefined;
  return { key, body: calls[key] };
}

/**
 * The page's answer to a GET call, for a query's first data (`embeddedCallData`). Every query of
 * that call gets it until the call is asked of the service or anything is written: a query React
 * made for a render it then threw away (hydration waiting for a remote's code) may be dropped from
 * the cache (the cart's `gcTime: 0`), and the render that follows must show what the server
 * rendered, or hydration fails.
 */
export function readEmbeddedAnswer(path: string, locale: string): { body: unknown } | undefined {
  const answer = answerTo(path, locale);
  if (!answer) return undefined;
  embedded().given.add(answer.key);
  return { body: answer.body };
}

/**
 * The page's answer to a GET call `apiFetch` makes: only one no query started from (a query's
 * fetch wants the service's answer, not the one it already shows), and only once.
 */
export function takeEmbeddedAnswer(path: string, locale: string): { body: unknown } | undefined {
  const answer = answerTo(path, locale);
  if (!answer || embedded().given.has(answer.key)) return undefined;
  delete embedded().calls[answer.key];
  return { body: answer.body };
}

/** The service answered this call itself: the page's answer is older, and no query starts from it any more. */
export function supersedeEmbeddedAnswer(path: string): void {
  delete embedded().calls[embeddedCallKey(path)];
}

/** Something was written: any answer of the page may be out of date, so none is used any more. */
export function dropEmbeddedAnswers(): void {
  embedded().calls = {};
  embedded().written = true;
}

/**
 * Whether what a query started from still stands: nothing was written since the page was made, and
 * it is younger than a query's keep-alive. A query that counts its embedded answer as fresh (the
 * cart) asks the service again once it does not.
 */
export function embeddedAnswersCurrent(): boolean {
  const page = embedded();
  return !page.written && fresh(page);
}

/** When the page's answers were made (epoch ms): the navigation in a browser, the render on a server. */
export function embeddedAnswersDate(): number {
  return performance.timeOrigin + embedded().since;
}

/** Forgets what the page embedded (tests start each case from a fresh page). */
export function resetEmbeddedAnswers(): void {
  pageAnswers = null;
}
