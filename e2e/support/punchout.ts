import { UserSchema, type PunchoutConnectionBody } from '@shop/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { openPage, withShopAndBrowser } from './browser';
import { logInByLink, returningBuyer } from './buyer';
import { foundCompany } from './company';
import { startProcurementPartner, type ProcurementPartner } from './procurement-partner';
import type { RunningShop } from './shop';

/** A connection as the operator sets it, for the purchaser's company. */
type ConnectionSetting =
  | Omit<Extract<PunchoutConnectionBody, { protocol: 'oci' }>, 'company_id' | 'userid'>
  | Omit<Extract<PunchoutConnectionBody, { protocol: 'cxml' }>, 'company_id' | 'userid'>;

/** The company's purchaser, whom the purchasing system's sessions shop as. */
export const purchaserEmail = 'einkauf@rakennus-virtanen.example';
/** The shop's operator who set the connection up (granted the role in the spec's setup). */
export const operatorEmail = 'punchout@nordbau.example';

/** A browser logged in as `email` by login link, for its cookies. */
export async function loggedIn(browser: Browser, shop: RunningShop, email: string): Promise<BrowserContext> {
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
async function punchoutConnection(browser: Browser, shop: RunningShop, connection: ConnectionSetting): Promise<void> {
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

/**
 * One shop, browser and procurement test partner for a punch-out spec: the purchaser's company
 * connected as `connection` says (given the partner, whose status URL a cXML connection may name),
 * the partner holding the buyer's side of the credentials.
 */
export function withPunchoutShop(
  connection: ConnectionSetting | ((partner: ProcurementPartner) => ConnectionSetting),
  partnerCredentials: Parameters<typeof startProcurementPartner>[1],
  onStart: (started: { shop: RunningShop; browser: Browser; partner: ProcurementPartner }) => void,
): void {
  let partner: ProcurementPartner | undefined;
  withShopAndBrowser(async ({ shop, browser }) => {
    partner = await startProcurementPartner(shop.url, partnerCredentials);
    await punchoutConnection(browser, shop, typeof connection === 'function' ? connection(partner) : connection);
    onStart({ shop, browser, partner });
  });
  afterAll(() => partner?.close());
}
