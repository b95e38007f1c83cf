import { HttpError } from './http-error';

type Env = Record<string, string | undefined>;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The address a shop process listens on when HOST names none. */
export const defaultListenHost = '127.0.0.1';
/** HOST values that listen on every interface: no one address a browser could be sent to. */
const everyInterface = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Outside production without PUBLIC_URL, the address the shop listens on (HOST and PORT, as the
 * process binds them), so a mailed link opens where the buyer already is: `localhost` may resolve
 * to another address than the one bound, and its cookies are not 127.0.0.1's.
 */
function listeningOrigin(env: Env): string {
  const host = env.HOST && !everyInterface.has(env.HOST) ? env.HOST : defaultListenHost;
  const literal = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${literal}:${env.PORT ?? 8080}`;
}

/** The origin of an http(s) address; null for anything else or something that is no address. */
export const httpOriginOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The addresses the shop is reached at. Everything that leaves the shop with an absolute address
 * (links in e-mails, the return address of a card payment, robots.txt, the sitemap) is built from
 * these only, never from Host or X-Forwarded-Host: a forged header must not make the shop mail a
 * genuine token pointing at somebody else's site.
 */
export class PublicOrigins {
  private constructor(
    /** Where links go when the client names none (PUBLIC_URL). */
    readonly primary: string,
    private readonly allowed: ReadonlySet<string>,
    /** Outside production: any http origin on this machine (a developer's port, the tests' free ports). */
    private readonly loopback: boolean,
  ) {}

  /**
   * PUBLIC_URL (required when NODE_ENV=production) and LINK_ORIGINS (comma-separated: further
   * origins of the same shop, e.g. a second domain). Outside production the default is the address
   * the shop listens on (http://HOST:PORT, 127.0.0.1 unless HOST names one address) and any loopback
   * origin is accepted. Never a request's Host header: a forged one would receive the shop's links.
   */
  static fromEnv(env: Env): PublicOrigins {
    const production = env.NODE_ENV === 'production';
    if (production && !env.PUBLIC_URL)
      throw new Error('PUBLIC_URL is required in production: links in e-mails are built from it');
    const primary = httpOriginOf(env.PUBLIC_URL ?? listeningOrigin(env));
    if (!primary) throw new Error(`PUBLIC_URL must be an http(s) address, got ${env.PUBLIC_URL}`);
    const extra = (env.LINK_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    const allowed = extra.map((o) => {
      const origin = httpOriginOf(o);
      if (!origin) throw new Error(`LINK_ORIGINS must list http(s) origins, got ${o}`);
      return origin;
    });
    return new PublicOrigins(primary, new Set([primary, ...allowed]), !production);
  }

  /** A fixed list (tests, or a composition root that has parsed its own configuration). */
  static of(origins: readonly string[], { loopback = false } = {}): PublicOrigins {
    const parsed = origins.map((o) => httpOriginOf(o));
    if (parsed.length === 0 || parsed.some((o) => !o))
      throw new Error(`public origins must be http(s) origins, got ${origins.join(', ')}`);
    return new PublicOrigins(parsed[0]!, new Set(parsed as string[]), loopback);
  }

  /** Whether an origin is one of the shop's own. */
  includes(origin: string): boolean {
    if (this.allowed.has(origin)) return true;
    if (!this.loopback) return false;
    const url = new URL(origin);
    return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
  }

  /**
   * The origin a link goes to: the client may pick one of the shop's own (`requested`, reduced to
   * its origin, so no path or query of the client's rides along); anything else is refused with
   * 400 on `field`. Without a request, the primary origin.
   */
  pick(requested: string | undefined, field = 'host'): string {
    if (requested === undefined) return this.primary;
    const origin = httpOriginOf(requested);
    if (!origin || !this.includes(origin)) throw HttpError.badRequest(field, 'validation.invalid');
    return origin;
  }
}
