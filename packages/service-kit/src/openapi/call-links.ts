import { operationIdOf } from './operation-ids';
import type { OpenApiDocument, OpenApiOperation } from './openapi-types';

/**
 * The guest's key to a cart (the orders service's `cartAccessCookie`): HttpOnly, set by the call
 * that starts the cart. A client that keeps cookies sends it back by itself; a link names it so a
 * client following links (schemathesis's stateful phase drops answers' cookies) can send it too.
 */
export const cartAccessCookie = 'cart_access';

/**
 * A next call on the cart an answer names: where the cart's uuid goes, whether the call's body is
 * the document's example of it (a body random data rarely makes valid: the order form), and body
 * fields taken from the answer (set-state's totals: the ones the buyer was shown).
 */
interface NextCall {
  uuidIn: 'path' | 'body';
  exampleBody?: boolean;
  fromAnswer?: Record<string, string>;
}

interface CallLink {
  /** `post /orders/add`: the call whose answer leads on, as the service registers it. */
  from: string;
  status: string;
  /** The next calls on the same cart, as `patch /orders/set-form/{uuid}`. */
  to: Record<string, NextCall>;
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
      'get /orders/by-id/{uuid}': { uuidIn: 'path' },
      'patch /orders/set-form/{uuid}': { uuidIn: 'path', exampleBody: true },
      'patch /orders/set-state/{uuid}': {
        uuidIn: 'path',
        exampleBody: true,
        fromAnswer: {
          freightTotal: '$response.body#/total_delivery_price',
          cartTotal: '$response.body#/total_price_with_vat',
        },
      },
      'patch /orders/set-payment-method/{uuid}/{method}': { uuidIn: 'path' },
      'post /orders/complete': { uuidIn: 'body' },
    },
  },
];

const split = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return { method, path };
};

const exampleOf = (operation: OpenApiOperation | undefined) =>
  (operation?.requestBody?.content['application/json'] as { example?: unknown } | undefined)?.example;

/** The OpenAPI link to `target`: the cart's uuid from the answer's body, its access cookie from Set-Cookie. */
function linkTo(target: string, next: NextCall, operation: OpenApiOperation) {
  const { method, path } = split(target);
  const uuid = '$response.body#/uuid';
  const cookie = `$response.header.Set-Cookie#regex:${cartAccessCookie}=([^;]+)`;
  const example = next.exampleBody ? exampleOf(operation) : undefined;
  if (next.exampleBody && (typeof example !== 'object' || example === null))
    throw new Error(`call link to ${target}: its body has no example`);
  const body = { ...(example as object), ...next.fromAnswer, ...(next.uuidIn === 'body' ? { uuid } : {}) };
  return {
    operationId: operationIdOf(method, path),
    description: 'The cart this answer names: its uuid and, for a new cart, its access cookie.',
    parameters: { ...(next.uuidIn === 'path' ? { 'path.uuid': uuid } : {}), [`cookie.${cartAccessCookie}`]: cookie },
    ...(Object.keys(body).length > 0 ? { requestBody: body } : {}),
    // schemathesis: a body the link gives whole is sent whole, not mixed with generated fields.
    ...(example ? { 'x-schemathesis': { merge_body: false } } : {}),
  };
}

const operationAt = (paths: NonNullable<OpenApiDocument['paths']>, call: string) =>
  paths[split(call).path]![split(call).method as 'get'] as OpenApiOperation;

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
        .map(([target, next]) => [linkName(target), linkTo(target, next, operationAt(linked, target))]),
    );
    if (Object.keys(links).length > 0) operation.responses![status] = { ...answer, links };
  }
  return linked;
}
