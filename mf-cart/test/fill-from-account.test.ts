import type { User } from '@shop/contracts';
import { billingFromUser } from '../src/features/checkout/fill-from-account';

const user: User = {
  userid: 3,
  email: 'anna@rakennus-oy.fi',
  company: 'Rakennus Oy',
  vatid: '1234567-8',
  customername: 'Anna Virtanen',
  phonenumber: '+358401234567',
  billingaddress: 'Teollisuuskatu 5',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'FI',
  isverified: true,
  isdeleted: false,
  hasPassword: true,
  roles: [],
  discount_link: null,
  company_account: null,
};

describe('billingFromUser', () => {
  it("gives the form's country from a code or from a name typed before the profile had the list", () => {
    expect(billingFromUser(user).country).toBe('FI');
    expect(billingFromUser({ ...user, billingCountry: 'Suomi' }).country).toBe('FI');
    expect(billingFromUser({ ...user, billingCountry: 'Deutschland' }).country).toBe('DE');
  });

  it("leaves the form's country alone when the account names none the shop delivers to", () => {
    expect(billingFromUser({ ...user, billingCountry: 'Atlantis' })).not.toHaveProperty('country');
    expect(billingFromUser({ ...user, billingCountry: '' })).not.toHaveProperty('country');
  });
});
