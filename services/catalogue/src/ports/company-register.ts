import type { Company } from '@shop/contracts';

/** A business register the order form fills the buyer's company from (Finnish YTJ, Estonian e-Business Register). */
export interface CompanyRegister {
  readonly kind: string;
  /** The company with this VAT id or business id, in any of the usual spellings. */
  byVatId(vat: string): Promise<Company | null>;
  /** Companies whose name contains the text, best first, at most `limit`. */
  byName(name: string, limit: number): Promise<Company[]>;
}
