import type { EventPayload, Role, Topic, User } from '@shop/contracts';
import type { OutboxStore, Readiness } from '@shop/service-kit';

export interface StoredUser {
  user: User;
  /** scrypt hash (see domain/password.ts); null for accounts that only log in by magic link. */
  passwordHash: string | null;
}

/** A new account has no role: only `setRoles` gives one. */
export type NewUser = Omit<User, 'userid' | 'roles' | 'company_account'>;

/**
 * What an update may change: profile fields and flags, and the password hash (null removes it).
 * Never the roles: they are kept apart from the profile, so no profile write can carry one.
 */
export interface UserChanges {
  doc?: Partial<Omit<User, 'userid' | 'email' | 'roles' | 'company_account'>>;
  passwordHash?: string | null;
}

/** SPEC 9 links: 'login' covers magic login and account verification, 'reset' the password reset. */
export type LinkPurpose = 'login' | 'reset';

export interface StoredLink {
  /** The token id (jti) the signed link carries. */
  id: string;
  email: string;
  purpose: LinkPurpose;
  expiresAt: Date;
  /**
   * A signup's link only: the password the signup chose, not yet on the account. It becomes the
   * account's password only when the link is opened in the browser that signed up (`browserHash`).
   */
  pendingPasswordHash?: string | null;
  /** SHA-256 (base64url) of the random value in the signing-up browser's HttpOnly cookie. */
  browserHash?: string | null;
}

/**
 * An event caused by a store write, committed in the same transaction as it (the transactional
 * outbox): a rollback leaves no event, a crash after the commit loses none.
 */
export type PendingEvent = { [T in Topic]: { topic: T; payload: EventPayload<T>; key?: string } }[Topic];

/**
 * The users storage port; the embedded store and MongoDB implement it and pass the same
 * contract suite (test/user-store.contract.ts).
 */
export interface UserStore {
  readonly kind: string;
  /**
   * Stores a new account and gives it the next user id; DuplicateEmailError when the e-mail is taken.
   * `events` (given the stored user, its id included) are committed with it.
   */
  insert(user: NewUser, passwordHash: string | null, events?: (user: User) => PendingEvent[]): Promise<User>;
  findByEmail(email: string): Promise<StoredUser | null>;
  findById(userid: number): Promise<StoredUser | null>;
  /** Applies the changes and answers the stored result; null when there is no such user. */
  update(userid: number, changes: UserChanges): Promise<StoredUser | null>;
  /**
   * Replaces a user's roles (the operators' command, scripts/user-role.ts; no call of the API) and
   * answers the stored result; null when there is no such user. Sessions are left as they are.
   */
  setRoles(userid: number, roles: readonly Role[]): Promise<StoredUser | null>;
  createSession(userid: number, sessionId: string, expiresAt: Date): Promise<void>;
  /** The user id of a session that exists and has not expired. */
  findSession(sessionId: string, now: Date): Promise<number | null>;
  deleteSession(sessionId: string): Promise<void>;
  /** Ends every session of a user (reset, deletion), or every one but `keep` (a password change in that session). */
  deleteSessionsOf(userid: number, keep?: string): Promise<void>;
  /** Stores a link, and commits `events` with it. */
  createLink(link: StoredLink, events?: PendingEvent[]): Promise<void>;
  /** The newest link of this e-mail and purpose that is neither used nor expired. */
  findActiveLink(email: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | null>;
  /**
   * Marks a link used, atomically, and answers it: only the first caller gets it while it is
   * unexpired (null otherwise), so a link works once even when two requests race.
   */
  consumeLink(id: string, now: Date): Promise<StoredLink | null>;
  /** Ends every unused link of this e-mail and purpose (a newer signup replaces the pending one). */
  revokeLinks(email: string, purpose: LinkPurpose, now: Date): Promise<void>;
  /** A service secret kept with the data: created once with `create`, the same value afterwards. */
  secret(name: string, create: () => string): Promise<string>;
  /** The relay's side of this store's outbox (one per store; closed with it). */
  outbox(): OutboxStore;
  /** Whether the database answers (GET /health/users/ready). */
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('an account with this e-mail exists');
    this.name = 'DuplicateEmailError';
  }
}

/** E-mail addresses are compared case-insensitively, as mail servers treat them in practice. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
