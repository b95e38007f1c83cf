import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request id travels in: gateway → service, service → service, and back to the buyer. */
export const requestIdHeader = 'x-request-id';

/**
 * What a received id may look like. It ends up in every log line of the request, so a caller must not
 * be able to write a line break, markup or a megabyte into them: anything else is replaced.
 */
const acceptableId = /^[A-Za-z0-9._:-]{1,100}$/;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request (or event) whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Runs `work` as part of the request or event `requestId`: what it logs, calls and publishes carries the id. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

/** The headers an outgoing internal call adds so the next service logs under the same id. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [requestIdHeader]: id } : {};
}

/**
 * Fastify's `genReqId`. The edge (the gateway) always makes its own id: a client's header is not
 * believed, it could tie its requests to someone else's in the logs. A service behind the gateway
 * continues the id it was sent.
 */
export function requestIdGenerator(continueIncoming: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = continueIncoming ? request.headers[requestIdHeader] : undefined;
    return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
  };
}

/** Every answer names its request id; the rest of the request's work runs inside its context. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    context.run({ requestId: request.id }, done);
  });
}
