import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';

/** Errors raised before the request reached the replica: safe to send it to another, whatever its method. */
const notSentCodes = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);
/**
 * A kept-alive connection the replica closed as the request went out (it is shutting down): the
 * request may have arrived, so only a request without effects may be sent again, or one with an
 * Idempotency-Key (the orders service answers a repeat with the first answer, from a store every
 * replica shares; the shop's cart writes all carry one).
 */
const closedCodes = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long a replica that refused a connection is passed over before it is tried again. */
const defaultCoolOffMs = 2_000;

interface Replica {
  origin: string;
  pool: Pool;
  downUntil: number;
}

type RequestCallback = (error: Error | null, data?: Dispatcher.ResponseData) => void;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

function hasIdempotencyKey(headers: object): boolean {
  return Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'idempotency-key' && Boolean(value));
}

function errorCode(error: unknown): string | undefined {
  const own = (error as { code?: string } | null)?.code;
  return own ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
}

/**
 * The replicas of one service, as the gateway and the services that call each other reach them
 * (`CATALOGUE_URL=http://a:3001,http://b:3001`):
 * requests take turns, and a request that a replica could not take (refused: restarting or gone;
 * a safe request on a connection it closed while shutting down) goes to the next one, so a
 * replica's restart costs the buyer nothing while another replica is up. A replica that refused is
 * passed over for a moment, then tried again. With one replica it is a plain connection pool.
 *
 * It has the `request(options, callback)` of undici's dispatchers, which is what
 * @fastify/reply-from calls when given one as its `undici` option.
 */
export class ReplicaPool {
  private readonly replicas: Replica[];
  private turn = 0;
  private destroyed: Promise<void> | undefined;

  constructor(
    urls: readonly string[],
    private readonly coolOffMs = defaultCoolOffMs,
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('a replica pool needs at least one replica');
    this.replicas = urls.map((url) => {
      const origin = new URL(url).origin;
      return { origin, pool: new Pool(origin), downUntil: 0 };
    });
  }

  get origins(): string[] {
    return this.replicas.map((replica) => replica.origin);
  }

  /** The replica whose turn it is; ones that refused a moment ago only when every replica has. */
  pick(exclude: ReadonlySet<string> = new Set()): string | undefined {
    const now = this.now();
    const candidates = this.replicas.filter((replica) => !exclude.has(replica.origin));
    const up = candidates.filter((replica) => replica.downUntil <= now);
    const from = up.length > 0 ? up : candidates;
    if (from.length === 0) return undefined;
    const chosen = from[this.turn++ % from.length]!;
    return chosen.origin;
  }

  request<TOpaque = null>(options: Dispatcher.RequestOptions<TOpaque>): Promise<Dispatcher.ResponseData<TOpaque>>;
  request<TOpaque = null>(
    options: Dispatcher.RequestOptions<TOpaque>,
    callback: (error: Error | null, data: Dispatcher.ResponseData<TOpaque>) => void,
  ): void;
  request(
    options: Dispatcher.RequestOptions,
    callback?: (error: Error | null, data: Dispatcher.ResponseData) => void,
  ): Promise<Dispatcher.ResponseData> | void {
    if (!callback) {
      return new Promise((resolve, reject) =>
        this.request(options, (error, data) => (error ? reject(error) : resolve(data))),
      );
    }
    this.forward(options, callback as RequestCallback);
  }

  /** A GET answered as its status and, for a 200, its JSON body (another status's body is read and dropped). */
  async getJson(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const response = await this.request({ origin: this.replicas[0]!.origin, method: 'GET', path, headers });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return { status: response.statusCode, body: null };
    }
    return { status: 200, body: await response.body.json() };
  }

  private forward(options: Dispatcher.RequestOptions, callback: RequestCallback): void {
    // A body streamed to a replica that failed is gone: with others to try, it is read first (the
    // gateway's body limit keeps it small) so each attempt can send it whole.
    if (this.replicas.length > 1 && options.body instanceof Readable) {
      collect(options.body).then(
        (body) => this.send({ ...options, body }, callback),
        (error: Error) => callback(error),
      );
      return;
    }
    this.send(options, callback);
  }

  private send(options: Dispatcher.RequestOptions, callback: RequestCallback): void {
    const tried = new Set<string>();
    const attempt = (lastError: Error | null) => {
      const origin = this.pick(tried);
      const replica = this.replicas.find((r) => r.origin === origin);
      if (!replica) {
        callback(lastError ?? new Error('no replica to ask'));
        return;
      }
      tried.add(replica.origin);
      replica.pool.request({ ...options, origin: replica.origin }, (error, data) => {
        if (error && this.mayTryAnother(error, options)) {
          replica.downUntil = this.now() + this.coolOffMs;
          attempt(error);
          return;
        }
        callback(error, data);
      });
    };
    attempt(null);
  }

  private mayTryAnother(error: unknown, { method, headers }: Dispatcher.RequestOptions): boolean {
    const code = errorCode(error);
    if (code === undefined) return false;
    if (notSentCodes.has(code)) return true;
    const repeatable =
      safeMethods.has(method.toUpperCase()) ||
      (headers !== null && typeof headers === 'object' && !Array.isArray(headers) && hasIdempotencyKey(headers));
    return closedCodes.has(code) && repeatable;
  }

  /** Closes every replica's connections; @fastify/reply-from calls it once per proxied prefix. */
  destroy(): Promise<void> {
    this.destroyed ??= Promise.all(this.replicas.map((replica) => replica.pool.destroy())).then(() => undefined);
    return this.destroyed;
  }

  close(): Promise<void> {
    return this.destroy();
  }
}
