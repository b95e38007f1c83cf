import type { ContractPrice, ContractPriceList } from '@shop/contracts';

/**
 * Contract price lists per company (docs/companies.md, "Contract prices"), beside the orders: an
 * import replaces a company's whole list at once, so pricing reads either the old list or the new
 * one, never a mix.
 */
export interface ContractPriceStore {
  /** Replaces the company's list with this one. */
  replace(list: ContractPriceList): Promise<void>;
  /** The company's list, or null when it has none. */
  find(companyId: string): Promise<ContractPriceList | null>;
  /** Deletes the company's list; false when it had none. */
  remove(companyId: string): Promise<boolean>;
  /** The rows of the company's current list for these variant codes (every validity and quantity). */
  pricesFor(companyId: string, codes: readonly string[]): Promise<ContractPrice[]>;
  close(): Promise<void>;
}
