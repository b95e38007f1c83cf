import fastifySwagger from '@fastify/swagger';
import { isCallPath, isServiceFilePath } from '@shop/contracts';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenApiDocument } from './openapi-types';
import { withShopConventions } from './shop-conventions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (the orders service's Idempotency); the description says so. */
    idempotencyKey?: boolean;
    /** Answers that are no JSON (a PDF, a page, a redirect), described as they are sent: by status. */
    rawAnswers?: Record<number, RawAnswer>;
  }
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An answer a route sends itself: its media type (none for a redirect) and the headers that matter. */
export interface RawAnswer {
  description: string;
  contentType?: 'application/pdf' | 'text/html' | 'text/xml' | 'application/xml' | 'text/csv' | typeof xlsxType;
  headers?: Record<string, { description: string }>;
}

/**
 * A PDF or an XLSX workbook (a zip) is bytes; a page, an XML document or a CSV file is text (all
 * `string` in JSON Schema 2020-12, with their media type).
 */
function rawAnswerSchema({ description, contentType, headers }: RawAnswer) {
  return {
    description,
    ...(headers
      ? { headers: Object.fromEntries(Object.entries(headers).map(([name, h]) => [name, { type: 'string', ...h }])) }
      : {}),
    ...(contentType
      ? {
          content: {
            [contentType]: {
              schema: {
                type: 'string',
                contentMediaType: contentType,
                ...(contentType === 'application/pdf' || contentType === xlsxType ? { contentEncoding: 'binary' } : {}),
              },
            },
          },
        }
      : { type: 'null' }),
  };
}

/**
 * The header as the description states it. It is read by the route's hooks, not validated by a
 * schema: a key that is not 1-255 printable characters is refused there, in the buyer's language.
 */
const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: '^"?[\\x20-\\x7e]{1,255}"?$',
      description:
        'Makes a retry safe: the first answer is kept for 24 h and replayed (Idempotent-Replayed: true) to a ' +
        'retry with the same key and request; the same key with another request is refused with 422, a retry ' +
        'while the first still runs with 409. Used only with a session or the cart_access cookie.',
      examples: ['8e0f7a52-3c1d-4f0e-9b1a-5d2c7e9f4a10'],
    },
  },
};

function describedRoute(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const described = jsonSchemaTransform(document);
  const config = document.route.config;
  const rawAnswers = Object.entries(config?.rawAnswers ?? {}).map(([status, answer]) => [
    status,
    rawAnswerSchema(answer),
  ]);
  return {
    ...described,
    schema: {
      ...described.schema,
      ...(config?.idempotencyKey ? { headers: idempotencyKeyHeaders } : {}),
      ...(rawAnswers.length > 0
        ? { response: { ...(described.schema.response as object | undefined), ...Object.fromEntries(rawAnswers) } }
        : {}),
    },
  };
}

/**
 * Whether a route is one of the shop's calls, the ones the API description lists. Pages, files
 * (pictures, bundles), health and metrics are not calls; a websocket speaks frames, which OpenAPI
 * does not describe (docs/api.md). A call path without a schema is a proxy's route in the gateway
 * (`/orders/`, `/orders/*`), standing for routes its service describes itself; a call of a service
 * without a schema would be missing from the document, which the description test reports.
 */
export function isDescribedRoute(url: string, route: Pick<RouteOptions, 'websocket' | 'schema'> | undefined): boolean {
  return isCallPath(url) && !isServiceFilePath(url) && route?.websocket !== true && route?.schema !== undefined;
}

/**
 * Makes this instance describe its calls as OpenAPI 3.1, from the zod schemas its routes are
 * validated and serialized with: the description cannot drift from what the routes accept and
 * answer. Registered before the routes (it learns them from Fastify's onRoute hook); the document is
 * `app.swagger()` once the instance is ready.
 */
export async function describeRoutes(app: FastifyInstance, info: OpenApiDocument['info']): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info },
    transform: (document) =>
      isDescribedRoute(document.url, document.route)
        ? describedRoute(document)
        : { schema: { hide: true }, url: document.url },
    transformObject: (document) =>
      withShopConventions(jsonSchemaTransformObject(document) as unknown as OpenApiDocument) as never,
  });
}

/** A service's own description, for the gateway that publishes the whole API (internal: not under /api). */
export const openApiRoute: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export const openApiDocumentOf = (app: FastifyInstance): OpenApiDocument => app.swagger() as OpenApiDocument;
