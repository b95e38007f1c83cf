import { orderAccessCookie, type Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret, mayRead, newSecret, type Requester } from '../cart-access';
import type { OrderStore } from '../order-store';
import type { SessionCheck } from './session-user';

/** The HttpOnly cookie binding guest carts to the browser that made them (a random secret; the carts keep its hash). */
export const cartAccessCookie = 'cart_access';
/** The HttpOnly cookie that opens one sent order for the browser that completed it, for a day. */
export const confirmationCookie = orderAccessCookie;

const cartAccessLifetimeSeconds = 30 * 24 * 60 * 60;
export const confirmationLifetimeMs = 24 * 60 * 60 * 1000;
const secretShape = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return secretShape.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Reads and hands out the browser's access secrets. Both cookies are HttpOnly (no script of any
 * page reads them), SameSite=Lax (another site's forms and scripts do not send them; a link into
 * the shop and the card provider's redirect back do), Path=/ (the calls and /ws), Secure in production.
 */
export class AccessCookies {
  constructor(
    private readonly sessions: SessionCheck,
    private readonly secure: boolean,
  ) {}

  /**
   * Who is asking: the session as the users service sees it (within SessionCheck's few seconds, or
   * asked now with `fresh`), and the browser's secrets, hashed.
   */
  async requester(request: FastifyRequest, options: { fresh?: boolean } = {}): Promise<Requester> {
    const cookies = request.headers.cookie;
    const browserKey = cookieValue(cookies, cartAccessCookie);
    return {
      buyer: await this.sessions.buyerOf(request, options),
      browser: browserKey ? hashSecret(browserKey) : null,
      confirmationFor: (uuid) => {
        const token = cookieValue(cookies, confirmationCookie(uuid));
        return token ? hashSecret(token) : null;
      },
    };
  }

  /**
   * For calls that may start a cart: the browser keeps its cart-access secret (its life starts again)
   * or gets one, so a guest cart made now is bound to it.
   */
  bindBrowser(request: FastifyRequest, reply: FastifyReply, who: Requester): Requester {
    const kept = cookieValue(request.headers.cookie, cartAccessCookie);
    const key = kept ?? newSecret();
    this.set(reply, cartAccessCookie, key, cartAccessLifetimeSeconds);
    // `who` came from this request's cookies (requester): a kept secret is hashed there already.
    return kept && who.browser ? who : { ...who, browser: hashSecret(key) };
  }

  /** A new confirmation token, and its hash for the order to keep. */
  newConfirmation(): { secret: string; hash: string } {
    const secret = newSecret();
    return { secret, hash: hashSecret(secret) };
  }

  /** Sets the confirmation token on the reply, once the order keeps its hash. */
  giveConfirmation(reply: FastifyReply, uuid: string, secret: string): void {
    this.set(reply, confirmationCookie(uuid), secret, confirmationLifetimeMs / 1000);
  }

  private set(reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) {
    const attributes = [
      `${name}=${value}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAgeSeconds}`,
      ...(this.secure ? ['Secure'] : []),
    ];
    reply.header('set-cookie', attributes.join('; '));
  }
}

/** The order, when the requester may read it; otherwise 404, the same as for a uuid that does not exist. */
export async function readableOrder(store: OrderStore, uuid: string, who: Requester): Promise<Order> {
  const order = await store.findByUuid(uuid);
  if (!order || !mayRead(order, who, new Date())) throw HttpError.notFound();
  return order;
}
