import { randomUUID } from 'node:crypto';
import type { CompanyAdminContact, CompanyMembership, DiscountRow } from '@shop/contracts';
import { signSessionToken } from '@shop/service-kit';
import type { BuyerDirectory, SessionBuyer } from '../src/shared/buyer-directory';
import type { CompanyDirectory } from '../src/shared/company-directory';

export const sessionSecret = 'test-session-secret-0123456789abcdef';

/** The users service as the orders service sees it: sessions it holds until logout, and how often it was asked. */
export class FakeUsers {
  private readonly sessions = new Map<string, SessionBuyer>();
  asked = 0;

  readonly directory: BuyerDirectory = {
    current: async (token) => {
      this.asked += 1;
      return this.sessions.get(token) ?? null;
    },
  };

  /** Each company's admins, as the users service would list them. */
  readonly admins = new Map<string, CompanyAdminContact[]>();

  readonly companies: CompanyDirectory = {
    admins: async (companyId) => this.admins.get(companyId) ?? [],
  };

  /** A session token as the users service signs it at login (a company member's with their membership). */
  login(
    userid: number,
    discountRows: DiscountRow[] = [],
    { name = `Buyer ${userid}`, company = null }: { name?: string; company?: CompanyMembership | null } = {},
  ): string {
    const token = signSessionToken(
      { userid, sessionId: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) },
      sessionSecret,
      new Date(),
    );
    this.sessions.set(token, { userid, discountRows, name, company });
    return token;
  }

  /** The users service changed what it answers for this session (a new limit, a role, removal from the company). */
  update(token: string, change: Partial<SessionBuyer>): void {
    const session = this.sessions.get(token);
    if (session) this.sessions.set(token, { ...session, ...change });
  }

  logout(token: string): void {
    this.sessions.delete(token);
  }
}
