import {
  cookies,
  ErrorResponseSchema,
  gatewayPrefixes,
  localeHeader,
  localeHeaders,
  locales,
  serviceNames,
  servicePrefixes,
} from '@shop/contracts';
import { z } from 'zod';
import { sessionCookie } from '../auth/session-token';
import {
  httpMethods,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi-types';
import { operationIdOf } from './operation-ids';
import { cartAccessCookie, withCallLinks } from './call-links';

const localeSchema = { type: 'string', enum: [...locales] };

/**
 * What every call reads besides its own schema (service-kit's requestLocale): the language of
 * texts and refusals, from the locale header (or x-locale), else the locale cookie, else Accept-Language (de).
 */
const localeParameters: Record<string, OpenApiParameter> = {
  LocaleHeader: {
    name: localeHeader,
    in: 'header',
    description: 'The language of texts and refusals; wins over the cookie and Accept-Language.',
    schema: localeSchema,
  },
  XLocaleHeader: {
    name: localeHeaders[1],
    in: 'header',
    description: `The same as the ${localeHeader} header, which wins when both are sent; read for earlier clients.`,
    schema: localeSchema,
  },
  LocaleCookie: {
    name: cookies.locale,
    in: 'cookie',
    description: 'The language the buyer chose in the shop; used when no locale header is sent.',
    schema: localeSchema,
  },
  AcceptLanguage: {
    name: 'accept-language',
    in: 'header',
    description: 'Used when neither the locale header nor the cookie names a language; German otherwise.',
    schema: { type: 'string', examples: ['fi-FI,fi;q=0.9,en;q=0.8'] },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/** The service answering a call path, or `gateway` for its own calls: the document's sections. */
function tagOf(path: string): string {
  const segment = `/${path.split('/')[1] ?? ''}`;
  const owner = serviceNames.find((name) => (servicePrefixes[name] as readonly string[]).includes(segment));
  if (owner) return owner;
  return (gatewayPrefixes as readonly string[]).includes(segment) ? 'gateway' : 'other';
}

function withConventions(path: string, method: string, operation: OpenApiOperation): OpenApiOperation {
  const responses = { ...operation.responses };
  // Every refusal and failure has the one error body (service-kit's error handler): 400 with the
  // fields and reasons, 401/403/404/409/413/422/429 with a code, 5xx without details.
  if (!Object.keys(responses).some((status) => status.startsWith('4')))
    responses['4XX'] = errorResponse('Refused: the body says why, in the buyer\u2019s language.');
  if (!Object.keys(responses).some((status) => status.startsWith('5')))
    responses['5XX'] = errorResponse('Failed or unavailable (503 with Retry-After when a service is down).');
  return {
    operationId: operationIdOf(method, path),
    tags: [tagOf(path)],
    ...operation,
    parameters: [
      ...(operation.parameters ?? []),
      ...Object.keys(localeParameters).map((name) => ({ $ref: `#/components/parameters/${name}` })),
    ],
    responses,
  };
}

/**
 * The shop's conventions, added to each service's document: the locale every call reads, the one
 * error body, the session cookie, operation ids and one section per service.
 */
export function withShopConventions(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) =>
          (httpMethods as readonly string[]).includes(method)
            ? [method, withConventions(path, method, operation as OpenApiOperation)]
            : [method, operation],
        ),
      ),
    ]),
  );
  return {
    ...document,
    paths: withCallLinks(paths),
    // A call works without a session; with one (the users service's HttpOnly cookie) it acts for the
    // buyer. A guest's carts answer to the browser that started them (cart access cookie).
    security: [{}, { session: [] }, { cartAccess: [] }],
    components: {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        ErrorResponse: z.toJSONSchema(ErrorResponseSchema, { io: 'output' }) as JsonSchema,
      },
      parameters: { ...document.components?.parameters, ...localeParameters },
      securitySchemes: {
        ...document.components?.securitySchemes,
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description:
            'Set by POST /api/users/login and the e-mail link; HttpOnly: a browser or a client keeping ' +
            'cookies sends it back.',
        },
        cartAccess: {
          type: 'apiKey',
          in: 'cookie',
          name: cartAccessCookie,
          description:
            'A guest\u2019s key to the carts it started: set (HttpOnly) by POST /api/orders/add when it starts a ' +
            'cart; without it or a session, a guest\u2019s cart answers 404. The links of the add call name it.',
        },
      },
    },
  };
}
