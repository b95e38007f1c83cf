import { FakeUsers, sessionSecret } from './fake-users';
import { buildOrders } from './helper';

/**
 * The orders service with logged-in buyers (the users service asked at every call, so a change of
 * membership counts at once) and a fence's three products: 102 (24.50 €), 103 (10.00 €), 104 (5.00 €).
 */
export async function fenceShop() {
  const users = new FakeUsers();
  const ctx = await buildOrders({ sessionSecret, buyers: users.directory, sessionCheck: { cacheMs: 0 } });
  ctx.catalogue.put(102, { sale_price: 2_450, code: 'DSM-102', title: 'Doppelstabmattenzaun 6/5/6, 1830 mm' });
  ctx.catalogue.put(103, { sale_price: 1_000, code: 'PF-103', title: 'Zaunpfosten 60 × 40, 2000 mm' });
  ctx.catalogue.put(104, { sale_price: 500, code: 'KL-104', title: 'Klemmschelle' });
  return { ...ctx, users };
}
