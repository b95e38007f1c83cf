import { createHash } from 'node:crypto';
import { HttpError } from '@shop/service-kit';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Requester } from '../cart-access';
import type { IdempotencyStore } from '../idempotency-store';

/**
 * How long a first answer is replayed (draft-ietf-httpapi-idempotency-key-header
 * leaves it to the server; 24 h covers any retry).
 */
export const idempotencyRetentionMs = 24 * 60 * 60 * 1000;
/**
 * A claim whose request never answered (its process died) may be run again after this. While the
 * attempt lives, its heartbeat moves the lease on every `idempotencyHeartbeatMs`, so a slow attempt
 * keeps its key and a dead one's ends within seconds.
 */
export const idempotencyLeaseMs = 10_000;
export const idempotencyHeartbeatMs = 2_000;
/** What a retry refused while the first attempt runs is told to wait (Retry-After, seconds). */
const inProgressRetryAfterS = Math.ceil(idempotencyHeartbeatMs / 1000);
export const idempotencyKeyHeader = 'idempotency-key';
/** Set on a replayed answer, so a client (and an operator reading logs) can tell it from a new one. */
export const idempotentReplayedHeader = 'idempotent-replayed';

const printable = /^[\x20-\x7e]{1,255}$/;

/**
 * The key as the client sent it. The draft makes the field an RFC 8941 sf-string ("..."); a bare
 * value is accepted too, as most clients send one. Absent: null (the header is optional).
 */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[idempotencyKeyHeader];
  if (raw === undefined) return null;
  if (Array.isArray(raw)) throw invalidKey();
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!printable.test(value)) throw invalidKey();
  return value;
}

const invalidKey = () => HttpError.badRequest(idempotencyKeyHeader, 'idempotency.key_invalid');
const keyReused = () => new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'idempotency.key_reused');
const inProgress = () => new HttpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'idempotency.in_progress');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Whose answers a key may return: the session's user, else the browser's cart-access secret
 * (hashed). A caller with neither has nothing that ties a retry to him, so his key is not used:
 * replaying by key alone would hand one client's cart to anybody who guessed or saw the key.
 */
function scopeOf(who: Requester): string | null {
  if (who.buyer) return `user:${who.buyer.userid}`;
  if (who.browser) return `browser:${who.browser}`;
  return null;
}

/**
 * A retry answers like the first attempt: 5xx (a failure a retry may fix) and 429 (the limit may
 * have passed) are given up instead of stored, so the retry runs again.
 */
const storable = (status: number) => status < 500 && status !== 429;

/**
 * Idempotency-Key for the calls whose retry must not act twice (POST /orders/add, /orders/complete).
 * The first answer (status and body) is kept with the key for 24 h, per caller and call; a retry
 * with the same key and request gets it again and changes nothing, the same key with another
 * request is refused with 422, and a retry while the first is still running gets 409. Cookies the
 * first answer set are not replayed (the client holding the scope's cookie already has them).
 */
export class Idempotency {
  private readonly claims = new WeakMap<FastifyRequest, string>();
  private readonly heartbeats = new WeakMap<FastifyRequest, NodeJS.Timeout>();

  constructor(
    private readonly store: IdempotencyStore,
    private readonly requester: (request: FastifyRequest) => Promise<Requester>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Route hooks: spread into the options of each route that honours the header. Callback hooks:
   * a call without a key (nearly every call) passes them without a promise, and every promise of a
   * request costs the request-id context's hooks.
   */
  hooks(): {
    preHandler: preHandlerHookHandler;
    onSend: onSendHookHandler<unknown>;
    onResponse: onResponseHookHandler;
  } {
    return {
      preHandler: (request, reply, done) => {
        if (readIdempotencyKey(request) === null) return done();
        // A replayed answer ends the request here: the chain goes on only when nothing was sent.
        this.before(request, reply).then(() => (reply.sent ? undefined : done()), done);
      },
      onSend: (request, reply, payload, done) => {
        if (!this.claims.has(request)) return done(null, payload);
        this.after(request, reply, payload).then(() => done(null, payload), done);
      },
      // An answer that never reached onSend (the client went away) must not hold the key until its lease ends.
      onResponse: (request, reply, done) => {
        const id = this.claims.get(request);
        if (id === undefined) return done();
        this.unclaim(request);
        this.store.release(id).then(() => done(), done);
      },
    };
  }

  /**
   * The key this request holds (its claim id, unique per caller, call and key), or null when it
   * holds none: a handler keeps it with what it writes, so a retry under it finishes that work.
   */
  claimOf(request: FastifyRequest): string | null {
    return this.claims.get(request) ?? null;
  }

  private async before(request: FastifyRequest, reply: FastifyReply) {
    const key = readIdempotencyKey(request);
    if (key === null) return;
    const scope = scopeOf(await this.requester(request));
    if (scope === null) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const id = sha256(`${scope}\n${route}\n${key}`);
    const fingerprint = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const now = this.now();
    const result = await this.store.claim({
      id,
      fingerprint,
      now,
      leaseUntil: new Date(now.getTime() + idempotencyLeaseMs),
      expiresAt: new Date(now.getTime() + idempotencyRetentionMs),
    });
    if (result.claimed) {
      this.claims.set(request, id);
      this.heartbeats.set(request, this.heartbeat(request, id));
      return;
    }
    const { record } = result;
    if (record.fingerprint !== fingerprint) throw keyReused();
    if (record.state === 'running') {
      reply.header('retry-after', String(inProgressRetryAfterS));
      throw inProgress();
    }
    reply.code(record.answer.status).header(idempotentReplayedHeader, 'true').header('cache-control', 'no-store');
    if (record.answer.contentType) reply.header('content-type', record.answer.contentType);
    return reply.send(record.answer.body);
  }

  /**
   * Renews the claim's lease while the attempt works; a failed renewal is logged and the next one
   * tries again (the lease outlasts several beats). Unref'd: it never keeps a process alive.
   */
  private heartbeat(request: FastifyRequest, id: string): NodeJS.Timeout {
    const beat = setInterval(() => {
      const leaseUntil = new Date(this.now().getTime() + idempotencyLeaseMs);
      this.store.renew(id, leaseUntil).catch((error: unknown) => {
        request.log.warn({ err: error }, 'idempotency lease not renewed');
      });
    }, idempotencyHeartbeatMs);
    return beat.unref();
  }

  /** The request holds its key no longer: no claim, no heartbeat. */
  private unclaim(request: FastifyRequest) {
    this.claims.delete(request);
    clearInterval(this.heartbeats.get(request));
    this.heartbeats.delete(request);
  }

  private async after(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = this.claims.get(request);
    if (id === undefined) return;
    this.unclaim(request);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (body === null || !storable(reply.statusCode)) {
      await this.store.release(id);
      return;
    }
    const contentType = reply.getHeader('content-type');
    await this.store.complete(id, {
      status: reply.statusCode,
      body,
      contentType: typeof contentType === 'string' ? contentType : null,
    });
  }
}
