import { CompanySchema, type Company } from '@shop/contracts';
import type { CompanyRegister } from '../company-register';
import type { CatalogueRequest } from './http-variant-catalogue';

/**
 * The business register behind the catalogue's GET /search/company/vat/{vat}: HTTP to
 * CATALOGUE_URL in production, an in-process request to the same route in embedded mode, so
 * both speak the one contract (like the variant prices). The register answers 404 for an id it
 * does not know and 400 for one it cannot read; both mean "not confirmed".
 */
export class CatalogueCompanyRegister implements CompanyRegister {
  readonly kind = 'catalogue';

  constructor(private readonly request: CatalogueRequest) {}

  async byVatId(vatId: string): Promise<Company | null> {
    const { status, body } = await this.request(`/search/company/vat/${encodeURIComponent(vatId)}`, 'en');
    if (status === 404 || status === 400) return null;
    if (status !== 200) throw new Error(`catalogue answered ${status} for a VAT id lookup`);
    return CompanySchema.parse(body);
  }
}
