import {
  callPath,
  type ApiCall,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
} from '@shop/contracts';
import { apiFetch, type ApiFetchInit } from './api-fetch';

type NoKeys<T> = keyof T extends never ? true : false;

/**
 * What a call needs besides fetch's own options: `params` when its path has any, `query` and `body`
 * only when it takes them. Each is typed from the call (the body as its schema's input).
 */
export type CallInit<C extends ApiCall> = Omit<ApiFetchInit<unknown>, 'json' | 'body' | 'schema' | 'method'> &
  (NoKeys<CallParams<C>> extends true ? { params?: never } : { params: CallParams<C> }) &
  ([CallQuery<C>] extends [never] ? { query?: never } : { query?: CallQuery<C> }) &
  ([CallBody<C>] extends [never] ? { body?: never } : { body: CallBody<C> });

type InitArgument<C extends ApiCall> =
  NoKeys<CallParams<C>> extends true
    ? [CallBody<C>] extends [never]
      ? [init?: CallInit<C>]
      : [init: CallInit<C>]
    : [init: CallInit<C>];

/**
 * Makes one call of contracts' apiCalls through apiFetch (locale, session cookie, timeout, the
 * page's embedded answers) and answers its body validated by the call's response schema, typed as
 * that schema's output. An empty answer (204) is read as null.
 */
export async function callApi<C extends ApiCall>(call: C, ...[init]: InitArgument<C>): Promise<CallAnswer<C>> {
  const { params, query, body, ...rest } = (init ?? {}) as CallInit<ApiCall> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = callPath(call, params, query);
  const schema = { parse: (data: unknown) => call.response.parse(data === undefined ? null : data) as CallAnswer<C> };
  return apiFetch(path, { ...rest, method: call.method, ...(body === undefined ? {} : { json: body }), schema });
}
