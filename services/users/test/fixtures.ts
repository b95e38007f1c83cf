import type { NewUser } from '../src/ports/user-store';

export function newUser(over: Partial<NewUser> = {}): NewUser {
  return {
    email: 'anna.virtanen@rakennus-oy.fi',
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
    discount_link: null,
    ...over,
  };
}
