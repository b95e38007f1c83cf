import { UserSchema, type PunchoutConnectionBody } from '@shop/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { openPage } from './browser';
import { logInByLink, returningBuyer } from './buyer';
import { foundCompany } from './company';
import type { RunningShop } from './shop';

/** The company's purchaser, whom the purchasing system's sessions shop as. */
export const purchaserEmail = 'einkauf@rakennus-virtanen.example';
const operatorEmail = 'punchout@nordbau.example';

/** A browser logged in as `email` by login link, for its cookies. */
async function loggedIn(browser: Browser, shop: RunningShop, email: string): Promise<BrowserContext> {
  const { page, context } = await openPage(browser, 'desktop', 'en');
  await returningBuyer(context, shop, 'en');
  await logInByLink(page, shop, email);
  return context;
}

/**
 * What a company needs before its purchasing system connects (docs/procurement.md): the purchaser
 * founds the registered company, which the shop verifies, and an operator (made as
 * `npm run users:role -- grant` does) sets up the connection for the purchaser.
 */
export async function punchoutConnection(
  browser: Browser,
  shop: RunningShop,
  connection:
    | Omit<Extract<PunchoutConnectionBody, { protocol: 'oci' }>, 'company_id' | 'userid'>
    | Omit<Extract<PunchoutConnectionBody, { protocol: 'cxml' }>, 'company_id' | 'userid'>,
): Promise<void> {
  const purchaser = await loggedIn(browser, shop, purchaserEmail);
  await foundCompany(purchaser.pages()[0]!, shop);
  const member = UserSchema.parse(await (await purchaser.request.get(`${shop.url}/api/users/current`)).json());
  await purchaser.close();
  const operator = await loggedIn(browser, shop, operatorEmail);
  const store = await openUserStore(shop.usersMongoUri, shop.dataDir);
  try {
    const granted = await changeRole(store, 'grant', operatorEmail, 'operator');
    if (!granted.ok) throw new Error(`granting the operator role failed: ${JSON.stringify(granted)}`);
  } finally {
    await store.close();
  }
  const configured = await operator.request.put(`${shop.url}/api/users/backoffice/punchout`, {
    data: { ...connection, company_id: member.company_account!.company_id, userid: member.userid },
  });
  if (configured.status() !== 200) throw new Error(`the connection answered ${configured.status()}`);
  await operator.close();
}
