import type { RateRule } from '@shop/service-kit';
import type { Requester } from '../cart-access';

/**
 * What the orders service rate-limits: new carts, offer mails, order confirmations, live-channel
 * connections, cXML OrderRequests.
 */
export type OrdersAction = 'new-cart' | 'offer' | 'order-mail' | 'live-channel' | 'cxml-order';

/**
 * Per account for a logged-in buyer, per client address (`request.ip`: see trustProxy) only for
 * anonymous callers, and per cart and per recipient. A company's buyers share one NAT address, so
 * each account has its own allowance and the address's (anonymous guests together) is higher. A
 * buyer starts a cart or two a visit. Offer mails go to addresses the sender chooses: few per cart
 * and per recipient, so the shop cannot be used to flood a mailbox.
 */
export const defaultOrdersLimits: Record<OrdersAction, RateRule> = {
  'new-cart': { windowMs: 10 * 60_000, per: { account: 100, address: 300 } },
  offer: { windowMs: 60 * 60_000, per: { account: 20, address: 60, cart: 5, recipient: 5 } },
  // A completed order mails its confirmation to the addresses its form names (and its purchase
  // orders to the suppliers), so completions are counted too: per caller, and per recipient.
  'order-mail': { windowMs: 60 * 60_000, per: { account: 30, address: 90, recipient: 10 } },
  'live-channel': { windowMs: 60_000, per: { address: 120 } },
  // A purchasing system's OrderRequests, each a try of a shared secret: far more than a buyer's
  // company orders in an hour, far too few to guess a secret.
  'cxml-order': { windowMs: 60 * 60_000, per: { address: 600 } },
};

/**
 * Whom a limit counts: the logged-in buyer's account wherever there is one, else the client
 * address. The address is the one the process settled on (TRUST_PROXY), never a client's claim.
 */
export const caller = (who: Requester, address: string): Record<string, string> =>
  who.buyer ? { account: String(who.buyer.userid) } : { address };

/** Open live-channel connections one address may hold at once (a buyer's tabs, an office's buyers). */
export const defaultLiveChannelsPerAddress = 50;

/** A whole number above 0 from a variable, or undefined when it is not set. */
function countFrom(env: Record<string, string | undefined>, name: string): number | undefined {
  const text = env[name];
  if (text === undefined) return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number above 0, got ${text}`);
  return count;
}

/**
 * NEW_CARTS_PER_ADDRESS overrides the new-cart limit per 10 minutes and COMPLETED_ORDERS_PER_ADDRESS
 * the completed orders per address per hour: a load test from one address (npm run bench:orders, the
 * crash journey's burst of checkouts) starts thousands of carts and orders, which no buyer does.
 */
export function ordersLimitsFromEnv(env: Record<string, string | undefined>): Partial<Record<OrdersAction, RateRule>> {
  const carts = countFrom(env, 'NEW_CARTS_PER_ADDRESS');
  const orders = countFrom(env, 'COMPLETED_ORDERS_PER_ADDRESS');
  const mails = defaultOrdersLimits['order-mail'];
  return {
    ...(carts === undefined
      ? {}
      : {
          'new-cart': {
            ...defaultOrdersLimits['new-cart'],
            per: { ...defaultOrdersLimits['new-cart'].per, address: carts },
          },
        }),
    ...(orders === undefined ? {} : { 'order-mail': { ...mails, per: { ...mails.per, address: orders } } }),
  };
}
