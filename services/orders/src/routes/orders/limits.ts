import type { RateRule } from '@shop/service-kit';

/** What the orders service rate-limits: new carts, offer mails, order confirmations, live-channel connections. */
export type OrdersAction = 'new-cart' | 'offer' | 'order-mail' | 'live-channel';

/**
 * Per client address (`request.ip`: see trustProxy), per cart and per recipient. A buyer starts a
 * cart or two a visit; many buyers of one company may share an address, so new carts allow
 * plenty. Offer mails go to addresses the sender chooses: few per cart and per recipient, so the
 * shop cannot be used to flood a mailbox.
 */
export const defaultOrdersLimits: Record<OrdersAction, RateRule> = {
  'new-cart': { windowMs: 10 * 60_000, per: { address: 100 } },
  offer: { windowMs: 60 * 60_000, per: { address: 20, cart: 5, recipient: 5 } },
  // A completed order mails its confirmation to the addresses its form names (and its purchase
  // orders to the suppliers), so completions are counted too: per address, and per recipient.
  'order-mail': { windowMs: 60 * 60_000, per: { address: 30, recipient: 10 } },
  'live-channel': { windowMs: 60_000, per: { address: 120 } },
};

/** Open live-channel connections one address may hold at once (a buyer's tabs, an office's buyers). */
export const defaultLiveChannelsPerAddress = 50;

/**
 * NEW_CARTS_PER_ADDRESS overrides the new-cart limit per 10 minutes: a load test from one address
 * (npm run bench:orders) starts thousands of carts, which no buyer does.
 */
export function ordersLimitsFromEnv(env: Record<string, string | undefined>): Partial<Record<OrdersAction, RateRule>> {
  const perAddress = Number(env.NEW_CARTS_PER_ADDRESS);
  if (env.NEW_CARTS_PER_ADDRESS === undefined) return {};
  if (!Number.isInteger(perAddress) || perAddress < 1)
    throw new Error(`NEW_CARTS_PER_ADDRESS must be a whole number above 0, got ${env.NEW_CARTS_PER_ADDRESS}`);
  return { 'new-cart': { ...defaultOrdersLimits['new-cart'], per: { address: perAddress } } };
}
