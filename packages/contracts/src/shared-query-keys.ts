import type { Locale } from './common';

/**
 * React-query keys that more than one app reads or clears (the query client is one shared
 * singleton). Keys only one app uses stay in that app's api folder.
 */
export const sharedQueryKeys = {
  /** Everything about the signed-in buyer: removed on logout and on account deletion. */
  users: ['users'] as const,
  /** GET /users/current: mf-account's profile and mf-cart's "fill from account". */
  currentUser: ['users', 'current'] as const,
  /**
   * GET /orders/by-id/{uuid}: the buyer's cart, which mf-cart shows and counts in the header and
   * every app that answers a cart (mf-account's reorder, a quote accepted) puts in (@shop/state's
   * cartQuery and useReceiveCart).
   */
  cart: (uuid: string) => ['orders', 'cart', uuid] as const,
  /** GET /category/rootCategories: the shell's menu and mf-catalogue's home tiles. */
  rootCategories: (locale: Locale) => ['categories', 'root', locale] as const,
  /**
   * GET /orders/price-tiers: the catalogue's pages and the cart. A session's answer holds its
   * personal discounts, so it lives under `users` and goes with them at logout.
   */
  priceTiers: (loggedIn: boolean) => (loggedIn ? ['users', 'price-tiers'] : ['pricing', 'tiers']) as readonly string[],
};
