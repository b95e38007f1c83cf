import { randomUUID } from 'node:crypto';
import type { DiscountRow } from '@shop/contracts';
import { signSessionToken } from '@shop/service-kit';
import type { BuyerDirectory, SessionBuyer } from '../src/ports/buyer-directory';

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

  /** A session token as the users service signs it at login. */
  login(userid: number, discountRows: DiscountRow[] = []): string {
    const token = signSessionToken(
      { userid, sessionId: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) },
      sessionSecret,
      new Date(),
    );
    this.sessions.set(token, { userid, discountRows });
    return token;
  }

  logout(token: string): void {
    this.sessions.delete(token);
  }
}
