import type { Company } from '@shop/contracts';

/**
 * What the orders service asks of the business register (the catalogue's `CompanyRegister`,
 * reached through its public call GET /search/company/vat/{vat}): the company with a VAT id, or
 * null when the register does not know it. Reverse charge is granted only on its answer.
 */
export interface CompanyRegister {
  readonly kind: string;
  byVatId(vatId: string): Promise<Company | null>;
}
