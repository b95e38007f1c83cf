import fastifySwagger from '@fastify/swagger';
import { isCallPath, isServiceFilePath } from '@shop/contracts';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenApiDocument } from './openapi-types';
import { withShopConventions } from './shop-conventions';

/**
 * Whether a route is one of the shop's calls, the ones the API description lists. Pages, files
 * (pictures, bundles), health and metrics are not calls; a proxy's catch-all (`/orders/*` in the
 * gateway's proxy mode) stands for routes its service describes itself; a websocket speaks frames,
 * which OpenAPI does not describe (docs/api.md, "What the document leaves out").
 */
export function isDescribedRoute(url: string, route: Pick<RouteOptions, 'websocket'> | undefined): boolean {
  return isCallPath(url) && !isServiceFilePath(url) && !url.includes('*') && route?.websocket !== true;
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
        ? jsonSchemaTransform(document)
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
