import { apiPath, ErrorResponseSchema, localeHeader } from '@shop/contracts';
import { useLocaleStore } from '../stores/locale-store';
import { ApiError } from './api-error';
import { dropEmbeddedAnswers, supersedeEmbeddedAnswer, takeEmbeddedAnswer } from './embedded-answers';

/** Anything with a zod-like `parse`: the contracts' schemas. */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

export interface ApiFetchInit<T> extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
  /** Validates (and types) the answer; a mismatch is a PARSING_ERROR. */
  schema?: Parser<T>;
  timeoutMs?: number;
}

export const defaultTimeoutMs = 15_000;

function toRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return Object.fromEntries(headers.entries());
  return { ...(headers as Record<string, string>) };
}

function buildHeaders(init: ApiFetchInit<unknown>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...toRecord(init.headers) };
  headers[localeHeader] = useLocaleStore.getState().locale;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

async function send(path: string, init: ApiFetchInit<unknown>): Promise<Response> {
  const { json, schema: _schema, timeoutMs = defaultTimeoutMs, ...rest } = init;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const outerSignal = init.signal;
  const forwardAbort = () => controller.abort();
  outerSignal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(apiPath(path), {
      ...rest,
      headers: buildHeaders(init),
      body: json === undefined ? rest.body : JSON.stringify(json),
      // The session travels only as the HttpOnly cookie: scripts never hold it.
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !outerSignal?.aborted) throw new ApiError('TIMEOUT_ERROR', 'TIMEOUT_ERROR');
    if (outerSignal?.aborted) throw error;
    throw new ApiError('FETCH_ERROR', error instanceof Error ? error.message : 'FETCH_ERROR');
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('PARSING_ERROR', 'PARSING_ERROR');
  }
}

/**
 * Calls a service through the gateway: `path` is the call as the service knows it (`/orders/add`),
 * sent under /api. Locale header, cookies (the session) included, JSON in and out. Resolves with
 * the (validated) body; rejects with an ApiError.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  const isRead = (init.method ?? 'GET') === 'GET' && init.json === undefined;
  // A write may change what any embedded answer says.
  if (!isRead) dropEmbeddedAnswers();
  const embedded = isRead ? takeEmbeddedAnswer(path, useLocaleStore.getState().locale) : undefined;
  const response = embedded ? null : await send(path, init);
  if (response?.ok && isRead) supersedeEmbeddedAnswer(path);
  if (response && !response.ok) {
    const body = ErrorResponseSchema.safeParse(await readJson(response).catch(() => undefined));
    const errorBody = body.success ? body.data : undefined;
    throw new ApiError(response.status, errorBody?.message ?? response.statusText, errorBody);
  }
  const data = response ? await readJson(response) : embedded?.body;
  if (!init.schema) return data as T;
  try {
    return init.schema.parse(data);
  } catch {
    throw new ApiError('PARSING_ERROR', 'PARSING_ERROR');
  }
}
