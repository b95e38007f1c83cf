import {
  callPath,
  type ApiCall,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
} from '@shop/contracts';
import { useLocaleStore } from '../stores/locale-store';
import { apiFetch, type ApiFetchInit, type Parser } from './api-fetch';
import { embeddedAnswersDate, readEmbeddedAnswer } from './embedded-answers';

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

type LooseInit = CallInit<ApiCall> & {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** The call's answer validated by its response schema; an empty answer (204) is read as null. */
const answerSchema = <C extends ApiCall>(call: C): Parser<CallAnswer<C>> => ({
  parse: (data: unknown) => call.response.parse(data === undefined ? null : data) as CallAnswer<C>,
});

/**
 * Makes one call of contracts' apiCalls through apiFetch (locale, session cookie, timeout, the
 * page's embedded answers) and answers its body validated by the call's response schema, typed as
 * that schema's output. An empty answer (204) is read as null.
 */
export async function callApi<C extends ApiCall>(call: C, ...[init]: InitArgument<C>): Promise<CallAnswer<C>> {
  const { params, query, body, ...rest } = (init ?? {}) as LooseInit;
  const path = callPath(call, params, query);
  const schema = answerSchema(call);
  return apiFetch(path, { ...rest, method: call.method, ...(body === undefined ? {} : { json: body }), schema });
}

/**
 * A query's `initialData` and `initialDataUpdatedAt` for a read whose answer the gateway embedded in
 * the page (same address as callApi, same locale rule and schema as apiFetch): react-query then
 * renders the data in the page's first render instead of a loading state followed by one long
 * synchronous re-render when the queryFn resolves. Each query of the call starts from it until the
 * call was asked of the service or anything was written (embedded-answers.ts); an answer in another
 * language is left alone, and one the schema refuses is not used: either way the queryFn asks the
 * service. It dates from the page's navigation, so the query's staleTime counts from then and the
 * data is not asked again at once.
 */
export function embeddedCallData<C extends ApiCall>(call: C, ...[init]: InitArgument<C>) {
  return {
    initialData: (): CallAnswer<C> | undefined => {
      if (call.method !== 'GET') return undefined;
      const { params, query } = (init ?? {}) as LooseInit;
      try {
        // A disabled query may lack a parameter (no cart yet): no address, so nothing was embedded for it.
        const embedded = readEmbeddedAnswer(callPath(call, params, query), useLocaleStore.getState().locale);
        return embedded ? answerSchema(call).parse(embedded.body) : undefined;
      } catch {
        return undefined;
      }
    },
    // On a server the render's moment, not the process's start: data that old would render as being refetched.
    initialDataUpdatedAt: embeddedAnswersDate,
  };
}
