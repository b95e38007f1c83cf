import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * A browser as the orders service meets it through `fastify.inject`: it keeps the cookies the
 * service sets (cart access, order confirmations), sends them back, and forgets those set to
 * expire. `login` puts a session in the `sid` cookie, as the users service would.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly server: FastifyInstance) {}

  login(sessionToken: string): this {
    this.cookies.set('sid', sessionToken);
    return this;
  }

  logout(): this {
    this.cookies.delete('sid');
    return this;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const given = options.headers?.cookie;
    const cookie = [this.cookieHeader, typeof given === 'string' ? given : ''].filter(Boolean).join('; ');
    const res = await this.server.inject({
      ...options,
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
    const setCookie = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
    return res;
  }

  injectWS(path: string, onInit?: (ws: WebSocket) => void): Promise<WebSocket> {
    return this.server.injectWS(path, { headers: this.cookieHeader ? { cookie: this.cookieHeader } : {} }, { onInit });
  }

  close(): Promise<undefined> {
    return this.server.close();
  }
}
