import type { NewUser } from '../ports/user-store';

/** Every personal field of an account, empty: a new account before the buyer fills it, or an erased one. */
export const noPersonalData = {
  company: '',
  vatid: '',
  customername: '',
  phonenumber: '',
  billingaddress: '',
  billingaddress_additional_line: '',
  billingpostcode: '',
  billingcity: '',
  billingCountry: '',
  discount_link: null,
} satisfies Partial<NewUser>;

/** A fresh account: only the e-mail is known; the buyer fills the rest in the profile or at checkout. */
export function newAccount(email: string, flags: Pick<NewUser, 'isverified' | 'hasPassword'>): NewUser {
  return { email, ...noPersonalData, isdeleted: false, ...flags };
}
