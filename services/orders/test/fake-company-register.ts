import type { Company } from '@shop/contracts';
import type { CompanyRegister } from '../src/shared/company-register';

/** A business register for tests: the companies put in it, by VAT id; `down` makes it unreachable. */
export class FakeCompanyRegister implements CompanyRegister {
  readonly kind = 'fake';
  readonly asked: string[] = [];
  down = false;
  private readonly companies = new Map<string, Company>();

  put(vatId: string, country: string, name = `Company ${vatId}`): this {
    this.companies.set(vatId, {
      name,
      vatId,
      businessId: vatId.slice(2),
      country,
      streetAddress: 'Tööstuse 5',
      postCode: '44311',
      city: 'Rakvere',
    });
    return this;
  }

  async byVatId(vatId: string): Promise<Company | null> {
    this.asked.push(vatId);
    if (this.down) throw new Error('register unreachable');
    return this.companies.get(vatId) ?? null;
  }
}
