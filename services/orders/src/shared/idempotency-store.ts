/** The first answer to a request made with an Idempotency-Key, replayed to every retry of it. */
export interface StoredAnswer {
  status: number;
  /** The serialized body exactly as it was sent. */
  body: string;
  contentType: string | null;
}

/** What a key already holds when a request tries to claim it. */
export type IdempotencyRecord =
  { state: 'running'; fingerprint: string } | { state: 'done'; fingerprint: string; answer: StoredAnswer };

export interface ClaimRequest {
  /**
   * Who may see the answer (a session's user or a cart-access
   * cookie's hash) and which call: part of the record's identity.
   */
  id: string;
  /** A hash of the request (method, path, body): the same key with another request is refused. */
  fingerprint: string;
  now: Date;
  /**
   * A claim whose request never finished (the process died) may be taken over after this; the
   * attempt's heartbeat moves it on while the attempt lives.
   */
  leaseUntil: Date;
  expiresAt: Date;
}

/**
 * Idempotency records of the orders service, kept beside its orders (the same SQLite file or
 * MongoDB database) for 24 h. Implementations claim atomically: of two requests racing with one
 * key, exactly one gets `{ claimed: true }`.
 */
export interface IdempotencyStore {
  readonly kind: string;
  /**
   * Claims the key for this request, or answers what it holds. An expired record counts as absent;
   * a running claim whose lease ran out is taken over by a request with the same fingerprint.
   */
  claim(request: ClaimRequest): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }>;
  /** Moves a running claim's lease to `leaseUntil`: the heartbeat of an attempt still at work. */
  renew(id: string, leaseUntil: Date): Promise<void>;
  /** Stores the answer of a claimed key. */
  complete(id: string, answer: StoredAnswer): Promise<void>;
  /** Gives the key up (the request failed in a way a retry may fix), so a retry runs again. */
  release(id: string): Promise<void>;
  close(): Promise<void>;
}
