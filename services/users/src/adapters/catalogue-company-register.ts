import { CompanySchema, localeHeader, type Company } from '@shop/contracts';
import { replicaUrls, requestIdHeaders } from '@shop/service-kit';
import { ReplicaPool } from '@shop/service-kit/replica-pool';
import type { CompanyRegister } from '../ports/company-register';

/**
 * The catalogue's register through its public call GET /search/company/vat/{vat} (CATALOGUE_URL:
 * one address or several replicas, comma-separated). 404 is an id the register does not know, 400
 * one it cannot read: both mean "not confirmed".
 */
export class CatalogueCompanyRegister implements CompanyRegister {
  readonly kind = 'catalogue';
  private readonly replicas: ReplicaPool;

  constructor(baseUrls: string) {
    this.replicas = new ReplicaPool(replicaUrls(baseUrls));
  }

  async byVatId(vatId: string): Promise<Company | null> {
    const { status, body } = await this.replicas.getJson(`/search/company/vat/${encodeURIComponent(vatId)}`, {
      [localeHeader]: 'en',
      ...requestIdHeaders(),
      accept: 'application/json',
    });
    if (status === 404 || status === 400) return null;
    if (status !== 200) throw new Error(`catalogue answered ${status} for a VAT id lookup`);
    return CompanySchema.parse(body);
  }

  close(): Promise<void> {
    return this.replicas.close();
  }
}
