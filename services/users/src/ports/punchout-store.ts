import type { PunchoutProtocol, PunchoutSession } from '@shop/contracts';
import type { Readiness } from '@shop/service-kit';

export interface StoredPunchoutConnection {
  connection_id: string;
  company_id: string;
  /** The member the purchasing system's sessions shop as. */
  userid: number;
  protocol: PunchoutProtocol;
  /** OCI: the USERNAME; cXML: `domain:identity` of the buyer's credential (domain in lower case). */
  login: string;
  /** scrypt hash (PasswordHasher) of the OCI password or the cXML shared secret: never the secret. */
  secret_hash: string;
  /** cXML: the buyer's address for status documents of the orders it placed; null without one. */
  status_url: string | null;
  created_at: string;
}

export type StoredPunchoutSession = PunchoutSession & {
  /** The users session it belongs to (UserStore's session id). */
  session_id: string;
  connection_id: string;
  expires_at: string;
};

/**
 * A cXML setup's one-time start link (docs/procurement.md, "cXML"): the SHA-256 of its random token,
 * and what the session it opens will carry.
 */
export type StoredStartLink = Omit<PunchoutSession, 'protocol' | 'target'> & {
  token_hash: string;
  connection_id: string;
  expires_at: string;
};

/**
 * Punch-out connections (one per protocol and login, an operator's setting) and what each punch-out
 * session carries beside its users session: where its cart goes back to. The embedded store and
 * MongoDB implement it and pass the same contract suite (test/punchout-store.contract.ts).
 */
export interface PunchoutStore {
  readonly kind: string;
  /** Stores the connection; one with the same protocol and login is replaced (a new secret, member or status URL). */
  saveConnection(connection: StoredPunchoutConnection): Promise<StoredPunchoutConnection>;
  connectionByLogin(protocol: PunchoutProtocol, login: string): Promise<StoredPunchoutConnection | null>;
  connectionById(connectionId: string): Promise<StoredPunchoutConnection | null>;
  /** A company's connections, oldest first. */
  connections(companyId: string): Promise<StoredPunchoutConnection[]>;
  /**
   * Revokes a company's connection: it, its start links and the punch-out parts of the sessions it
   * opened are gone. Answers those sessions' ids (the caller ends the users sessions), or null when
   * the company has no such connection.
   */
  deleteConnection(companyId: string, connectionId: string): Promise<string[] | null>;
  /** Stores a session's punch-out part; the embedded store clears those past their end at `now` then. */
  startSession(session: StoredPunchoutSession, now: Date): Promise<void>;
  /** The punch-out part of a users session, while it has not expired. */
  sessionOf(sessionId: string, now: Date): Promise<StoredPunchoutSession | null>;
  createStartLink(link: StoredStartLink): Promise<void>;
  /**
   * Uses a start link once: the link while it is unused and unexpired, else null (also for the
   * second of two uses at the same moment).
   */
  useStartLink(tokenHash: string, now: Date): Promise<StoredStartLink | null>;
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}
