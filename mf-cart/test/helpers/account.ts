import type { User } from '@shop/contracts';
import { finnishCompany } from './orders';

/** The buyer of `finnishCompany` as GET /users/current answers: verified, no roles, no company account. */
export const accountUser: User = {
  userid: 3,
  roles: [],
  company_account: null,
  email: finnishCompany.email,
  company: finnishCompany.company,
  vatid: finnishCompany.vat,
  customername: finnishCompany.name,
  phonenumber: finnishCompany.phone,
  billingaddress: finnishCompany.streetAddress,
  billingaddress_additional_line: '',
  billingpostcode: finnishCompany.postCode,
  billingcity: finnishCompany.city,
  billingCountry: 'FI',
  isverified: true,
  isdeleted: false,
  hasPassword: true,
  discount_link: null,
};
