import { CompanyAccountSchema, type CompanyCreateBody, type WorkSiteBody } from '@shop/contracts';
import { changeRole } from '../src/roles/change-role';
import { registeredCompany } from './fake-company-register';
import { loggedInUser } from './flows';
import { shopOrigin, type UsersTestApp } from './helper';

export const companyBody = (over: Partial<CompanyCreateBody> = {}): CompanyCreateBody => ({
  name: 'Rakennus Virtanen Oy',
  vatid: registeredCompany.vatId,
  billingaddress: 'Teollisuuskatu 21',
  billingaddress_additional_line: '',
  billingpostcode: '00510',
  billingcity: 'Helsinki',
  billingCountry: 'FI',
  ...over,
});

export const siteBody = (over: Partial<WorkSiteBody> = {}): WorkSiteBody => ({
  name: 'Pasila, Block C',
  street: 'Ratapihantie 11',
  additional_line: 'Gate 3',
  postcode: '00520',
  city: 'Helsinki',
  country: 'FI',
  contact_name: 'Jari Nieminen',
  contact_phone: '+358 40 765 4321',
  ...over,
});

/** A logged-in user who founded a company with the register's VAT id: its admin, awaiting verification. */
export async function unverifiedCompanyAdmin(t: UsersTestApp, email: string, body = companyBody()) {
  const admin = await loggedInUser(t, email);
  const res = await t.app.inject({ method: 'POST', url: '/users/company', headers: admin.headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`founding answered ${res.statusCode}: ${res.body}`);
  return { ...admin, company: CompanyAccountSchema.parse(res.json()) };
}

/** A logged-in operator of the back office (as `npm run users:role -- grant` makes one). */
export async function operator(t: UsersTestApp, email = 'olli.operaattori@nordbau.example') {
  const user = await loggedInUser(t, email);
  await changeRole(t.store, 'grant', email, 'operator');
  return user;
}

/** The operator's decision on a company awaiting verification, through the back office's call. */
export const decideVerification = (
  t: UsersTestApp,
  headers: Record<string, string>,
  companyId: string,
  decision: 'approve' | 'reject',
) =>
  t.app.inject({
    method: 'POST',
    url: `/users/backoffice/companies/${companyId}/verification`,
    headers,
    payload: { decision },
  });

/** A logged-in user who founded a company with the register's VAT id, which an operator verified: its admin. */
export async function companyAdmin(t: UsersTestApp, email: string, body = companyBody()) {
  const admin = await unverifiedCompanyAdmin(t, email, body);
  const approver = await operator(t, `operator.for.${email}`);
  const res = await decideVerification(t, approver.headers, admin.company.company_id, 'approve');
  if (res.statusCode !== 200) throw new Error(`approval answered ${res.statusCode}: ${res.body}`);
  const company = { ...admin.company, membership: { ...admin.company.membership, verified: true } };
  return { ...admin, company: { ...company, verification: res.json().verification } };
}

/** The admin invites `email`; answers the invitation and the token of the link it mailed. */
export async function invite(
  t: UsersTestApp,
  headers: Record<string, string>,
  email: string,
  more: { role?: 'admin' | 'buyer'; order_limit?: number | null } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/company/invites',
    headers,
    payload: { email, host: shopOrigin, ...more },
  });
  if (res.statusCode !== 200) throw new Error(`invite answered ${res.statusCode}: ${res.body}`);
  const mail = t
    .mails()
    .filter((m) => m.to.includes(email.toLowerCase()))
    .at(-1)!;
  return { invite: res.json<{ invite_id: string }>(), token: mail.token!, mail };
}

/** A user of the company with `role`: invited by the admin, logged in, accepted. */
export async function member(
  t: UsersTestApp,
  adminHeaders: Record<string, string>,
  email: string,
  more: { role?: 'admin' | 'buyer'; order_limit?: number | null } = {},
) {
  const user = await loggedInUser(t, email);
  const { token } = await invite(t, adminHeaders, email, more);
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/company/invite/accept',
    headers: user.headers,
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
  return user;
}
