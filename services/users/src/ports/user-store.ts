import type { User } from '@shop/contracts';

export interface StoredUser {
  user: User;
  /** scrypt hash (see domain/password.ts); null for accounts that only log in by magic link. */
  passwordHash: string | null;
}

export type NewUser = Omit<User, 'userid'>;

/**
 * The users storage port; the embedded store and MongoDB implement it and pass the same
 * contract suite (test/user-store.contract.ts).
 */
export interface UserStore {
  readonly kind: string;
  /** Stores a new account and gives it the next user id; DuplicateEmailError when the e-mail is taken. */
  insert(user: NewUser, passwordHash: string | null): Promise<User>;
  findByEmail(email: string): Promise<StoredUser | null>;
  findById(userid: number): Promise<StoredUser | null>;
  createSession(userid: number, sessionId: string, expiresAt: Date): Promise<void>;
  /** The user id of a session that exists and has not expired. */
  findSession(sessionId: string, now: Date): Promise<number | null>;
  deleteSession(sessionId: string): Promise<void>;
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
