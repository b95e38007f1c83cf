import type { DiscountRow } from '@shop/contracts';

/**
 * What the orders service asks of the users service about a logged-in buyer: their personal
 * discount rows, read with the buyer's own session token (the users service decides what it shows).
 */
export interface BuyerDirectory {
  discountRows(sessionToken: string): Promise<DiscountRow[]>;
}
