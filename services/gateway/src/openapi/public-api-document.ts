import { apiPath } from '@shop/contracts';
import type { OpenApiDocument, OpenApiOperation } from '@shop/service-kit';

/** What the published document says about itself (the calls' own texts come from their schemas). */
export const publicApiInfo: OpenApiDocument['info'] = {
  title: 'Nordbau shop API',
  version: '1',
  description:
    'Every call the shop answers, generated from the zod contracts its services validate and answer with ' +
    '(packages/contracts). Calls answer under /api; texts and refusals come in the buyer\u2019s language ' +
    '(de, fi, en, et). Errors always have the ErrorResponse body. docs/api.md tells how the document is made.',
};

/**
 * An operation without a summary of its own is titled by its public address ("POST /api/orders/add"):
 * the reference page and generated clients then name it as integrators call it.
 */
function named<T extends object>(publicPath: string, item: T): T {
  return Object.fromEntries(
    Object.entries(item).map(([method, operation]: [string, OpenApiOperation]) =>
      method === 'parameters'
        ? [method, operation]
        : [method, { summary: `${method.toUpperCase()} ${publicPath}`, ...operation }],
    ),
  ) as T;
}

/**
 * One document for the whole shop: the gateway's own (with the services running in its process)
 * and the documents of the services it proxies, each call at its public address under /api.
 * Services share the contracts, so a component two documents name is the same schema.
 */
export function publicApiDocument(own: OpenApiDocument, proxied: readonly OpenApiDocument[]): OpenApiDocument {
  const documents = [own, ...proxied];
  const paths = Object.fromEntries(
    documents.flatMap((document) =>
      Object.entries(document.paths ?? {}).map(([path, item]) => [apiPath(path), named(apiPath(path), item)] as const),
    ),
  );
  const merged = (kind: string) =>
    Object.assign({}, ...documents.map((document) => document.components?.[kind] ?? {})) as Record<string, never>;
  return {
    ...own,
    info: publicApiInfo,
    paths,
    components: {
      ...own.components,
      schemas: merged('schemas'),
      parameters: merged('parameters'),
      securitySchemes: merged('securitySchemes'),
    },
  };
}
