import type { NewUser } from '../ports/user-store';

/** A fresh account: only the e-mail is known; the buyer fills the rest in the profile or at checkout. */
export function newAccount(email: string, flags: Pick<NewUser, 'isverified' | 'hasPassword'>): NewUser {
  return {
    email,
    company: '',
    vatid: '',
    customername: '',
    phonenumber: '',
    billingaddress: '',
    billingaddress_additional_line: '',
    billingpostcode: '',
    billingcity: '',
    billingCountry: '',
    isdeleted: false,
    discount_link: null,
    ...flags,
  };
}
