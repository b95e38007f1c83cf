import type { CompanyMembership, DiscountRow, PunchoutSession } from '@shop/contracts';

/** A logged-in buyer as the users service knows them at this moment. */
export interface SessionBuyer {
  userid: number;
  /** Their personal discount rows (the users service decides what it shows). */
  discountRows: DiscountRow[];
  /** How the company's members see who placed an order: the account's name, else its e-mail. */
  name: string;
  /** Their company account (role and order limit), or null for a private buyer. */
  company: CompanyMembership | null;
  /** Set for a session a purchasing system opened (docs/procurement.md): where its cart goes back to. */
  punchout?: PunchoutSession;
}

/**
 * What the orders service asks of the users service about a session: whose it is, read with the
 * buyer's own session token. The users service is the one that knows whether a session was ended
 * (logout, password change, account deletion); a signature alone cannot say so.
 */
export interface BuyerDirectory {
  /** The session's buyer, or null when the users service no longer accepts the session. */
  current(sessionToken: string): Promise<SessionBuyer | null>;
}
