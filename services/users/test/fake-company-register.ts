import type { Company } from '@shop/contracts';
import type { CompanyRegister } from '../src/ports/company-register';

export const registeredCompany: Company = {
  name: 'Rakennus Virtanen Oy',
  vatId: 'FI27345615',
  businessId: '2734561-5',
  country: 'FI',
  streetAddress: 'Teollisuuskatu 21',
  postCode: '00510',
  city: 'Helsinki',
};
export const otherRegisteredCompany: Company = {
  name: 'Tallinna Ehitus OÜ',
  vatId: 'EE102345678',
  businessId: '14276543',
  country: 'EE',
  streetAddress: 'Peterburi tee 47',
  postCode: '11415',
  city: 'Tallinn',
};

const compact = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');

/** A register that knows two companies; `down` makes it fail as an unreachable one does. */
export class FakeCompanyRegister implements CompanyRegister {
  readonly kind = 'fake';
  down = false;
  readonly asked: string[] = [];

  async byVatId(vatId: string): Promise<Company | null> {
    this.asked.push(vatId);
    if (this.down) throw new Error('register unreachable');
    const wanted = compact(vatId);
    return (
      [registeredCompany, otherRegisteredCompany].find(
        (c) => compact(c.vatId) === wanted || compact(c.businessId) === wanted,
      ) ?? null
    );
  }
}
