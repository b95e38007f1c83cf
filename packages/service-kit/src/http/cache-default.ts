import type { FastifyInstance } from 'fastify';

/** What no cache may keep: a shared proxy or CDN nothing (`private`), the browser not even on disk (`no-store`). */
export const keptByNoCache = 'private, no-store';

/**
 * An answer that may be kept says so itself (a product picture: public for a day; a hashed script:
 * immutable). Every other answer may be somebody's: a cart with its delivery address, a session's
 * profile, a company's orders, an operator's records. Without a header a shared proxy may keep such
 * an answer and a shared computer's browser writes it to disk, so they are `private, no-store`.
 * This is a default on the server's root, so a route that forgets to set the header cannot leak
 * anything. It is a callback hook, so it adds no promise to a request.
 */
export function registerCacheDefault(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', keptByNoCache);
    done(null, payload);
  });
}
