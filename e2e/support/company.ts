import type { Page } from 'playwright-core';
import { openCompanyStore } from '../../services/users/src/adapters/open-company-store';
import { linkIn, waitForMail } from './mail';
import type { RunningShop } from './shop';

/*
 * Company accounts (docs/companies.md) driven through their pages, for every journey that needs a
 * company: an admin founds it, the shop verifies it, the admin invites a colleague, the colleague
 * opens the link.
 */

/** A company the embedded business register knows (services/catalogue's sample register). */
export const registeredCompany = {
  name: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  street: 'Teollisuuskatu 21',
  postcode: '00510',
  city: 'Helsinki',
  country: 'FI',
};

/** A German company of the embedded register, founded from Germany. */
export const germanRegisteredCompany = {
  name: 'Hochbau Schneider GmbH',
  vatid: 'DE814623511',
  street: 'Landsberger Straße 302',
  postcode: '80687',
  city: 'München',
  country: 'DE',
};

export type RegisteredCompany = typeof registeredCompany;

const invitationPattern = /\/company\/invite\?token=[A-Za-z0-9._%-]+$/;

/** The link of the newest invitation mail to `email`. */
export async function invitationLink(shop: RunningShop, email: string): Promise<string> {
  return linkIn(await waitForMail(shop, { to: email, link: invitationPattern }), invitationPattern);
}

/**
 * What an operator's approval on /backoffice/companies does (company-verification.e2e.ts drives that
 * page), done on the running shop's company store: every account awaiting verification is verified.
 */
export async function verifyWaitingCompanies(shop: RunningShop) {
  const store = await openCompanyStore(shop.usersMongoUri, shop.dataDir);
  try {
    for (const waiting of await store.awaitingVerification())
      await store.decideVerification(waiting.company_id, {
        status: 'verified',
        decided_by: 'betrieb@nordbau.example',
        decided_at: new Date().toISOString(),
      });
  } finally {
    await store.close();
  }
}

/** On /company as a logged-in private buyer: founds a registered company, unverified (they become its admin). */
export async function foundUnverifiedCompany(page: Page, shop: RunningShop, company = registeredCompany) {
  await page.goto(`${shop.url}/company`);
  const form = page.getByTestId('create-company-form');
  await form.waitFor();
  const fill = async (name: string, value: string) => form.locator(`input[name="${name}"]`).fill(value);
  await fill('name', company.name);
  await fill('vatid', company.vatid);
  await fill('billingaddress', company.street);
  await fill('billingpostcode', company.postcode);
  await fill('billingcity', company.city);
  await form.locator('select[name="billingCountry"]').selectOption(company.country);
  await form.getByTestId('create-company-submit').click();
  await page.getByTestId('company-members').waitFor();
}

/** Founds a registered company as foundUnverifiedCompany does, and the shop verifies it: its admin may invite. */
export async function foundCompany(page: Page, shop: RunningShop, company = registeredCompany) {
  await foundUnverifiedCompany(page, shop, company);
  await verifyWaitingCompanies(shop);
  await page.reload();
  await page.getByTestId('invite-form').waitFor();
}

/** On the admin's /company: invites `email` as a buyer with an order limit in euros (none when null). */
export async function inviteBuyer(page: Page, email: string, limit: number | null) {
  const form = page.getByTestId('invite-form');
  await form.locator('input[name="email"]').fill(email);
  if (limit !== null) await form.locator('input[name="order_limit"]').fill(String(limit));
  await form.getByTestId('invite-submit').click();
  await page.getByTestId('company-invite').filter({ hasText: email }).waitFor();
}

/** Opens an invitation link and joins; a browser without a session gets the invited address's account. */
export async function acceptInvitation(page: Page, link: string) {
  await page.goto(link);
  await page.getByTestId('company-invite-accept').click();
  await page.locator('[data-testid="company-invite"][data-state="joined"]').waitFor();
}

/** What an operator chooses in a company's billing form (the fields its e-invoice format shows). */
export interface BillingChoice {
  format: 'none' | 'xrechnung-ubl' | 'xrechnung-cii' | 'zugferd' | 'peppol-bis' | 'finvoice';
  recipient?: Partial<Record<'leitweg_id' | 'participant_id' | 'address' | 'operator', string>>;
  requirePurchaseOrder?: boolean;
}

/** On /backoffice/companies as an English-reading operator: opens a company's billing form, fills it and saves. */
export async function setCompanyBilling(page: Page, companyName: string, choice: BillingChoice) {
  const card = page.getByTestId('company-billing').locator('details').filter({ hasText: companyName });
  await card.locator('summary').click();
  const form = card.getByTestId('company-billing-form');
  await form.locator('select[name="format"]').selectOption(choice.format);
  for (const [name, value] of Object.entries(choice.recipient ?? {}))
    await form.locator(`input[name="${name}"]`).fill(value);
  if (choice.requirePurchaseOrder) await form.locator('input[name="require_purchase_order"]').check();
  await form.getByTestId('company-billing-save').click();
  await page.getByTestId('notifications').getByText(`Billing of ${companyName} saved.`).waitFor();
}
