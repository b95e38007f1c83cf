import type { Page } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { logInByLink } from './buyer';
import type { RunningShop } from './shop';

/**
 * Logs the page in as `email` and makes them an operator, as `npm run users:role -- grant` does on
 * the running shop's users store: the role counts from the next call.
 */
export async function logInAsOperator(page: Page, shop: RunningShop, email: string) {
  await logInByLink(page, shop, email);
  const store = await openUserStore(shop.usersMongoUri, shop.dataDir);
  try {
    const granted = await changeRole(store, 'grant', email, 'operator');
    if (!granted.ok) throw new Error(`${email} was not made an operator: ${JSON.stringify(granted)}`);
  } finally {
    await store.close();
  }
}
