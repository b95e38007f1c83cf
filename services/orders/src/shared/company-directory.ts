import type { CompanyAdminContact } from '@shop/contracts';

/**
 * What the orders service asks the users service about a company account besides the session's own
 * membership (which GET /users/current answers): who its admins are, to mail them an order that
 * waits for their approval in their language.
 */
export interface CompanyDirectory {
  /** The company's admins now; empty when the company has none (or no longer exists). */
  admins(companyId: string): Promise<CompanyAdminContact[]>;
}
