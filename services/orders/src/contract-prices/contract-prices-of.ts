import type { SessionBuyer } from '../shared/buyer-directory';
import { contractPriceBook, noContractPrices, type ContractPriceBook } from './contract-price-for';
import type { ContractPriceStore } from './contract-price-store';

/**
 * The contract prices a buyer shops with for these variant codes: their company's, while the
 * company is verified (an unverified account is anybody's claim to a name); none for a guest, a
 * private buyer, or without a store. `codes` is asked only then: for a 500-line cart, listing
 * them is a pass over every line that most buyers' changes need not make.
 */
export async function contractPricesOf(
  store: Pick<ContractPriceStore, 'pricesFor'> | undefined,
  buyer: SessionBuyer | null | undefined,
  codes: () => readonly string[],
): Promise<ContractPriceBook> {
  const company = buyer?.company;
  if (!store || !company?.verified) return noContractPrices;
  const wanted = codes();
  if (wanted.length === 0) return noContractPrices;
  return contractPriceBook(await store.pricesFor(company.company_id, wanted));
}
