import type { Company } from '@shop/contracts';

/**
 * The business register a new company's VAT id is checked in: the catalogue's (GET
 * /search/company/vat/{vat}), as the orders service asks it for reverse charge. Null when the
 * register does not know the id; throws when it cannot be asked.
 */
export interface CompanyRegister {
  readonly kind: string;
  byVatId(vatId: string): Promise<Company | null>;
}
