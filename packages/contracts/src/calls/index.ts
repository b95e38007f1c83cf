import { analyticsCalls } from './analytics';
import { supplierCalls } from './suppliers';
import { backofficeOpsCalls } from './backoffice-ops';
import { backofficeOrderApiCalls } from './backoffice';
import type { ApiCall } from './call';
import { catalogueCalls } from './catalogue';
import { companyCalls } from './companies';
import { contactCalls } from './contact';
import { contractPriceApiCalls } from './contract-prices';
import { orderCalls } from './orders';
import { quickOrderCalls } from './quick-order';
import { quoteApiCalls } from './quotes';
import { receivableApiCalls } from './receivables';
import { requisitionListCalls } from './requisition-lists';
import { searchCalls } from './search';
import { supplierOrderApiCalls } from './supplier-orders';
import { userCalls } from './users';
import { webhookApiCalls } from './webhooks';

export * from './call';

/**
 * Every call the browser makes, by service (docs/api.md, "Typed client"). The remotes and the
 * shell call them through @shop/state's callApi, so a change of a call's path or schemas is a
 * type error in every app that uses it.
 */
export const apiCalls = {
  catalogue: catalogueCalls,
  search: searchCalls,
  orders: orderCalls,
  quickOrder: quickOrderCalls,
  requisitionLists: requisitionListCalls,
  supplierOrders: supplierOrderApiCalls,
  backofficeOrders: backofficeOrderApiCalls,
  receivables: receivableApiCalls,
  contractPrices: contractPriceApiCalls,
  quotes: quoteApiCalls,
  users: userCalls,
  companies: companyCalls,
  contact: contactCalls,
  analytics: analyticsCalls,
  backofficeOps: backofficeOpsCalls,
  suppliers: supplierCalls,
  webhooks: webhookApiCalls,
} as const satisfies Record<string, Record<string, ApiCall>>;
