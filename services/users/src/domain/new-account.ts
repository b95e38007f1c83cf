import type { Locale, User } from '@shop/contracts';
import type { NewUser, PendingEvent } from '../ports/user-store';

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

/** The user.registered event of a stored account, keyed by its id (one account's events stay in order). */
export const registered = (user: User, locale: Locale): PendingEvent => ({
  topic: 'user.registered',
  payload: { userid: user.userid, email: user.email, locale },
  key: String(user.userid),
});
