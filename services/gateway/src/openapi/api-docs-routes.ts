import { readFileSync } from 'node:fs';
import { apiPrefix, serviceNames } from '@shop/contracts';
import { HttpError, openApiDocumentOf, type OpenApiDocument } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { publicApiDocument } from './public-api-document';

export const apiDocumentPath = `${apiPrefix}/openapi.json`;
export const apiReferencePath = `${apiPrefix}/docs`;
const redocScriptPath = `${apiReferencePath}/redoc.standalone.js`;

/** How long the gateway waits for a proxied service's document before answering 503. */
const serviceDocumentTimeoutMs = 10_000;

/**
 * Redoc draws the page from the document in the browser. Its script comes from this gateway;
 * its search index is built in a worker Redoc creates from a blob: URL, which the shop's default
 * policy (no worker sources) would refuse.
 */
const referencePageCsp = [
  `default-src 'self'`,
  `script-src 'self'`,
  `worker-src 'self' blob:`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  `connect-src 'self'`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Nordbau shop API</title>
</head>
<body>
<redoc spec-url="${apiDocumentPath}" hide-hostname="true" expand-responses="200,201"></redoc>
<script src="${redocScriptPath}"></script>
</body>
</html>
`;

async function fetchServiceDocument(name: string, url: string): Promise<OpenApiDocument> {
  try {
    const response = await fetch(new URL('/openapi.json', url), {
      signal: AbortSignal.timeout(serviceDocumentTimeoutMs),
    });
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  } catch (cause) {
    throw Object.assign(HttpError.unavailable(), { cause });
  }
}

/**
 * The API description and its reference page (docs/api.md). The gateway's own document covers its
 * calls and those of the services in its process; a proxied service is asked for its own, so each
 * document is made where the routes are, from the same schemas, in both modes.
 */
export async function registerApiDocs(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const proxied = serviceNames.flatMap((name) => {
    const target = config.services[name];
    return target.mode === 'proxy' ? [{ name, url: target.url }] : [];
  });
  const redocScript = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'));

  app.get(apiDocumentPath, { schema: { hide: true } }, async (request, reply) => {
    const documents = await Promise.all(proxied.map(({ name, url }) => fetchServiceDocument(name, url)));
    const document = publicApiDocument(openApiDocumentOf(app), documents);
    return reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(document);
  });
  app.get(apiReferencePath, { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', referencePageCsp)
      .header('x-robots-tag', 'noindex')
      .send(referencePage),
  );
  app.get(redocScriptPath, { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(redocScript),
  );
}
