import { callPathOf, embeddedAnswersElementId } from '@shop/contracts';
import { resetEmbeddedAnswers } from '../api/embedded-answers';

/**
 * Test helper (jsdom has no fetch): plays the gateway, answering calls under /api by their call
 * path with JSON bodies and recording them; anything else is a 404, as no call lives there.
 * `mockFetch({ '/category/rootCategories': [ ... ], '/orders/by-id/x': { status: 404, body: {...} } })`
 */
export interface MockAnswer {
  status: number;
  body: unknown;
}

/**
 * A service's refusal as `mockFetch` answers it (ErrorResponseSchema): its status and code, the
 * message, and the fields' reasons, already in the buyer's language as the services send them.
 */
export const refusalAnswer = (
  status: number,
  code: string,
  message: string,
  issues: { field: string; reason: string }[] = [],
): MockAnswer => ({ status, body: { statusCode: status, error: String(status), code, message, issues } });

export interface RecordedCall {
  /** The call path behind /api (`/orders/add`), or the whole URL when it is not a call. */
  path: string;
  init: RequestInit | undefined;
}

const isAnswer = (value: unknown): value is MockAnswer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

function fakeResponse({ status, body }: MockAnswer): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

export function mockFetch(routes: Record<string, unknown | MockAnswer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const callPath = callPathOf(url);
    calls.push({ path: callPath ?? url, init });
    if (callPath === null || !(callPath in routes))
      return fakeResponse({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'error.not_found' } });
    const answer = routes[callPath];
    return fakeResponse(isAnswer(answer) ? answer : { status: 200, body: answer });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

/** A fetch that fails like a dropped connection. */
export function mockFetchNetworkError(): void {
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

/**
 * A page as the gateway sends it: the answers to its first calls in its data block, keyed by call
 * path (`{ '/faq': [...] }`), in `locale`. Replaces the document's body.
 */
export function pageWithEmbeddedAnswers(locale: string, calls: Record<string, unknown>): void {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = embeddedAnswersElementId;
  block.textContent = JSON.stringify({ locale, calls });
  document.body.append(block);
  resetEmbeddedAnswers();
}
