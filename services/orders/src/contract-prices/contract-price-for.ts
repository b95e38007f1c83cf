import type { ContractPrice } from '@shop/contracts';

/** A company's contract price rows by variant code, as pricing looks them up. */
export type ContractPriceBook = ReadonlyMap<string, readonly ContractPrice[]>;

export const noContractPrices: ContractPriceBook = new Map();

export function contractPriceBook(rows: readonly ContractPrice[]): ContractPriceBook {
  const book = new Map<string, ContractPrice[]>();
  for (const row of rows) {
    const same = book.get(row.code);
    if (same) same.push(row);
    else book.set(row.code, [row]);
  }
  return book;
}

/**
 * The contract unit price of `code` for `quantity` pieces on `today` (YYYY-MM-DD, both validity
 * days inclusive): of the rows valid that day, the one with the highest minimum quantity the
 * quantity reaches; null when none applies, and the line keeps the catalogue's price.
 */
export function contractPriceFor(
  book: ContractPriceBook,
  code: string,
  quantity: number,
  today: string,
): number | null {
  let best: ContractPrice | null = null;
  for (const row of book.get(code) ?? []) {
    if (row.min_quantity > quantity || (row.valid_from !== null && row.valid_from > today)) continue;
    if (row.valid_to !== null && row.valid_to < today) continue;
    if (!best || row.min_quantity > best.min_quantity) best = row;
  }
  return best?.price ?? null;
}
