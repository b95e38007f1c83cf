import { createHash } from 'node:crypto';
import { sessionTokenOf, verifySessionToken } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import { LruMap } from '../adapters/lru-map';
import type { BuyerDirectory, SessionBuyer } from '../buyer-directory';

export interface SessionCheckOptions {
  /** How long an answer of the users service is trusted: a session ended there is ended here within this time. */
  cacheMs?: number;
  /** How many sessions' answers are kept (least recently used go first). */
  cacheEntries?: number;
  now?: () => number;
}

/**
 * The logged-in buyer of a request, as the users service sees the session now (GET /users/current
 * through the BuyerDirectory port), so that logout, a password change or a deleted account ends the
 * session for orders too. Answers, "no such session" included, are kept a few seconds per token in
 * a bounded cache: a page's burst of calls asks the users service once. With the session key
 * (SESSION_SECRET) the token's signature is checked first, so forged or expired tokens never cost
 * a call. Without a directory nobody is logged in.
 */
export class SessionCheck {
  private readonly cache: LruMap<string, { buyer: SessionBuyer | null; until: number }>;
  private readonly pending = new Map<string, Promise<SessionBuyer | null>>();
  private readonly cacheMs: number;
  private readonly now: () => number;

  constructor(
    private readonly directory: BuyerDirectory | undefined,
    private readonly secret: string | undefined,
    { cacheMs = 5_000, cacheEntries = 10_000, now = Date.now }: SessionCheckOptions = {},
  ) {
    this.cache = new LruMap(cacheEntries);
    this.cacheMs = cacheMs;
    this.now = now;
  }

  /**
   * `fresh` asks the users service even when the cache has an answer (and keeps the new one): for a
   * decision made on the session's company role, which may have changed seconds ago (an admin who
   * has just made their company, a member just removed from it).
   */
  async buyerOf(request: FastifyRequest, { fresh = false }: { fresh?: boolean } = {}): Promise<SessionBuyer | null> {
    const token = sessionTokenOf(request);
    if (!token || !this.directory) return null;
    const claims = this.secret ? verifySessionToken(token, this.secret) : null;
    if (this.secret && !claims) return null;
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = this.cache.get(key);
    if (!fresh && cached && cached.until > this.now()) return cached.buyer;
    let asking = this.pending.get(key);
    if (!asking) {
      asking = this.ask(token, key, claims?.userid ?? null);
      this.pending.set(key, asking);
    }
    return asking;
  }

  private async ask(token: string, key: string, claimedUser: number | null): Promise<SessionBuyer | null> {
    try {
      const found = await this.directory!.current(token);
      const buyer = found && (claimedUser === null || found.userid === claimedUser) ? found : null;
      this.cache.set(key, { buyer, until: this.now() + this.cacheMs });
      return buyer;
    } finally {
      this.pending.delete(key);
    }
  }
}
