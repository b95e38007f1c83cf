import { operationIdOf } from './operation-ids';
import type { OpenApiDocument, OpenApiOperation } from './openapi-types';

/**
 * The guest's key to a cart (the orders service's `cartAccessCookie`): HttpOnly, set by the call
 * that starts the cart. A client that keeps cookies sends it back by itself; a link names it so a
 * client following links (schemathesis's stateful phase drops answers' cookies) can send it too.
 */
export const cartAccessCookie = 'cart_access';

/** Where the uuid of the cart an answer names goes in the next call. */
type UuidIn = 'path' | 'body';

interface CallLink {
  /** `post /orders/add`: the call whose answer leads on, as the service registers it. */
  from: string;
  status: string;
  /** The next calls on the same cart: `patch /orders/set-form/{uuid}`, and where the uuid goes. */
  to: Record<string, UuidIn>;
}

/**
 * The shop's call sequences, one table: adding to the cart answers the cart (its uuid, and for a
 * new cart the access cookie), which the checkout's calls then take. OpenAPI links let a client
 * (and the fuzz run's stateful phase) go add → set-form → set-state → set-payment-method → complete.
 */
export const callLinks: readonly CallLink[] = [
  {
    from: 'post /orders/add',
    status: '200',
    to: {
      'get /orders/by-id/{uuid}': 'path',
      'patch /orders/set-form/{uuid}': 'path',
      'patch /orders/set-state/{uuid}': 'path',
      'patch /orders/set-payment-method/{uuid}/{method}': 'path',
      'post /orders/complete': 'body',
    },
  },
];

const split = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return { method, path };
};

/** The OpenAPI link to `target`: the cart's uuid from the answer's body, its access cookie from Set-Cookie. */
function linkTo(target: string, uuidIn: UuidIn) {
  const { method, path } = split(target);
  const uuid = '$response.body#/uuid';
  const cookie = `$response.header.Set-Cookie#regex:${cartAccessCookie}=([^;]+)`;
  return {
    operationId: operationIdOf(method, path),
    description: 'The cart this answer names: its uuid and, for a new cart, its access cookie.',
    parameters: { ...(uuidIn === 'path' ? { 'path.uuid': uuid } : {}), [`cookie.${cartAccessCookie}`]: cookie },
    ...(uuidIn === 'body' ? { requestBody: { uuid } } : {}),
  };
}

const linkName = (target: string) => operationIdOf(split(target).method, split(target).path);

/**
 * The links of `callLinks` whose calls are both in this document (a service describes its own
 * calls; the gateway's document, which merges them, keeps them), on the answer they start from.
 */
export function withCallLinks(paths: NonNullable<OpenApiDocument['paths']>): NonNullable<OpenApiDocument['paths']> {
  const has = (call: string) => {
    const { method, path } = split(call);
    return paths[path]?.[method as 'get'] !== undefined;
  };
  const linked = structuredClone(paths);
  for (const { from, status, to } of callLinks) {
    if (!has(from)) continue;
    const { method, path } = split(from);
    const operation = linked[path]![method as 'get'] as OpenApiOperation;
    const answer = operation.responses?.[status];
    if (!answer) throw new Error(`call link from ${from}: the call describes no ${status} answer`);
    const links = Object.fromEntries(
      Object.entries(to)
        .filter(([target]) => has(target))
        .map(([target, uuidIn]) => [linkName(target), linkTo(target, uuidIn)]),
    );
    if (Object.keys(links).length > 0) operation.responses![status] = { ...answer, links };
  }
  return linked;
}
