import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the shop's API as the browser makes it: the method and path template the service
 * registers (`/orders/by-id/:uuid`, without /api), and the contracts' schemas of what travels.
 * The services validate with the same schemas, and services/gateway/test/typed-client.test.ts
 * holds every call to the published API description.
 */
export interface ApiCall {
  method: CallMethod;
  path: `/${string}`;
  /** Typed values of the path's parameters; without it each `:name` takes a string or number. */
  params?: z.ZodObject;
  /** The query string's parameters as the service reads them. */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The answer's body; an empty answer (204) is read as null. */
  response: z.ZodType;
  /** The success status the service answers with; 200 unless said. */
  status?: 200 | 202 | 204;
}

/** Keeps a call's literal path and its schemas' types for the client's inference. */
export const defineCall = <const C extends ApiCall>(call: C): C => call;

/** The `:name` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What the caller gives for the path's parameters. A params schema is read as its output: the
 * path carries text, and the value the service reads back (`userid: number`) is what belongs
 * there, whereas a coercing schema's input is `unknown`.
 */
export type CallParams<C extends ApiCall> = C['params'] extends z.ZodObject
  ? z.output<C['params']>
  : { [Name in PathParamNames<C['path']>]: string | number };

/**
 * A query parameter that travels as JSON text (contracts' jsonParam: `range=[0,10]`, `f={...}`)
 * is given as the value it stands for; the client writes it as JSON.
 */
type QueryValue<S> =
  S extends z.ZodOptional<infer Inner>
    ? QueryValue<Inner>
    : S extends z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<unknown, string>>, infer Parsed>
      ? z.output<Parsed>
      : z.input<S>;

type QueryShape<Q extends z.ZodObject> = {
  [K in keyof z.input<Q>]: K extends keyof Q['shape'] ? QueryValue<Q['shape'][K]> : never;
};

export type CallQuery<C extends ApiCall> = C['query'] extends z.ZodObject ? QueryShape<C['query']> : never;
export type CallBody<C extends ApiCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type CallAnswer<C extends ApiCall> = z.output<C['response']>;

/** The call's address behind /api: parameters written into the template, the query after it. */
export function callPath(call: ApiCall, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`${call.method} ${call.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  // The schema's order, not the caller's: one call, one address (the first paint's answers are found by it).
  const names = call.query ? Object.keys(call.query.shape) : [];
  for (const name of names) {
    const value = query[name];
    if (value === undefined) continue;
    search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
